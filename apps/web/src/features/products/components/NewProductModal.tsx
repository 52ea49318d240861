import "../../../i18n/strings/products.ts";
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZCreateProductRequest } from "@platform/domain/schemas/product";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { productTypes } from "../../../domain.ts";
import { countryOptions } from "../../../ui/countries.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { zodResolver } from "../../../ui/zodResolver.ts";
import { useCreateProductMutation } from "../api.ts";
import { insuranceClassOptions } from "../labels.ts";

interface Values {
  name: string;
  insuranceClassId: string;
  productType: string;
  kind: string;
  targetCountry: string;
}

const toRequest = (values: Values) => ({
  name: values.name,
  insuranceClassId: values.insuranceClassId ? Number(values.insuranceClassId) : null,
  productClassId: null,
  productType: values.productType,
  kind: Number(values.kind),
  targetCountry: values.targetCountry,
});

const validate = zodResolver(ZCreateProductRequest);

/** The short "new product" form; the rest of the details are completed on the product page. */
export function NewProductModal({
  companyId,
  opened,
  onClose,
}: {
  companyId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateProductMutation();
  const form = useForm<Values>({
    initialValues: {
      name: "",
      insuranceClassId: "1",
      productType: "wholesale",
      kind: "1",
      targetCountry: "AU",
    },
    validate: (values) => validate(toRequest(values)),
  });

  const submit = form.onSubmit(async (values) => {
    const result = await create({ companyId, body: toRequest(values) as never });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    notifySuccess(t("products.create.created"));
    form.reset();
    onClose();
    navigate(`/company/products/${result.data.id}`);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("products.create.title")}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t("products.fields.name")}
            required
            data-autofocus
            {...form.getInputProps("name")}
          />
          <Select
            label={t("products.fields.insuranceClassId")}
            data={insuranceClassOptions}
            clearable
            placeholder={t("products.noClass")}
            {...form.getInputProps("insuranceClassId")}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("products.fields.kind")}
            </Text>
            <SegmentedControl
              data={[
                { value: "1", label: t("products.kinds.1") },
                { value: "2", label: t("products.kinds.2") },
              ]}
              {...form.getInputProps("kind")}
            />
          </Stack>
          <Group grow>
            <Select
              label={t("products.fields.productType")}
              data={productTypes.map((value) => ({ value, label: t(`products.types.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps("productType")}
            />
            <Select
              label={t("products.fields.targetCountry")}
              data={countryOptions}
              allowDeselect={false}
              {...form.getInputProps("targetCountry")}
            />
          </Group>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t("products.create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
