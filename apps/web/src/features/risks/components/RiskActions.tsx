import "../../../i18n/strings/risks.ts";
import { Button, Group } from "@mantine/core";
import { TransactionStatus } from "@platform/domain/enums";
import { riskMessages } from "@platform/domain/risks/transitions";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { apiErrorBody } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { type RiskAction, useRiskActionMutation } from "../api.ts";
import { BindModal, DeclineModal, DiscardModal } from "./ActionModals.tsx";

type Dialog = "discard" | "decline" | "bind" | null;

const doneMessage: Partial<Record<RiskAction, string>> = {
  submit: "risks.flow.submitted",
  quote: "risks.actions.quoted",
  decline: "risks.actions.declined",
  bind: "risks.actions.bound",
  discard: "risks.actions.discarded",
  migrate: "risks.actions.migrated",
  "approval/request": "risks.actions.approvalDone",
  "approval/decide": "risks.actions.approvalDone",
  "approval/undo": "risks.actions.approvalDone",
};

/** The actions the acting user may take now: the buttons follow the view's `can` flags. */
export function RiskActions({ companyId, risk }: { companyId: number; risk: TRiskPackageView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [needsMigration, setNeedsMigration] = useState(false);
  const [act, state] = useRiskActionMutation();
  const can = risk.can;

  const run = async (action: RiskAction, body?: unknown) => {
    const result = await act({ companyId, id: risk.id, action, body });
    if (result.error) {
      if (apiErrorBody(result.error)?.message === riskMessages.migrationNeeded)
        setNeedsMigration(true);
      return result;
    }
    setDialog(null);
    if (action === "migrate") setNeedsMigration(false);
    const key = doneMessage[action];
    if (key) notifySuccess(t(key as "risks.actions.done", { reference: risk.reference }));
    if (action === "discard") navigate("/risks");
    return result;
  };
  const busy = (action: RiskAction) => state.isLoading && state.originalArgs?.action === action;
  const button = (
    action: RiskAction,
    label: string,
    props: Record<string, unknown> = {},
    body?: unknown,
    testId = action.replace("/", "-"),
  ) => (
    <Button
      key={testId}
      size="sm"
      loading={busy(action)}
      onClick={() => void run(action, body ?? (action === "submit" ? { asIs: false } : undefined))}
      data-testid={`action-${testId}`}
      {...props}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="xs" wrap="wrap" data-testid="risk-actions">
      {can.save && (
        <Button component={Link} to={`/risks/${risk.id}/edit`} size="sm" variant="default">
          {t("risks.detail.continueEditing")}
        </Button>
      )}
      {/* A referral is submitted again once its terms are corrected: the reasons are recomputed. */}
      {can.submit &&
        button(
          "submit",
          t(
            risk.transactionStatus === TransactionStatus.Referred
              ? "risks.actions.resubmit"
              : "risks.actions.submit",
          ),
        )}
      {can.quote && button("quote", t("risks.actions.quote"), { color: "teal" })}
      {can.requestApproval &&
        button("approval/request", t("risks.actions.requestApproval"), { variant: "light" })}
      {can.decideApproval &&
        button(
          "approval/decide",
          t("risks.actions.approve"),
          { color: "teal", variant: "light" },
          { approve: true },
          "approve",
        )}
      {can.decideApproval &&
        button(
          "approval/decide",
          t("risks.actions.deny"),
          { color: "red", variant: "light" },
          { approve: false },
          "deny",
        )}
      {can.undoApproval &&
        button("approval/undo", t("risks.actions.undoApproval"), { variant: "default" })}
      {needsMigration && button("migrate", t("risks.actions.migrate"), { color: "yellow" })}
      {can.bind && (
        <Button size="sm" color="green" onClick={() => setDialog("bind")} data-testid="action-bind">
          {t("risks.actions.bind")}
        </Button>
      )}
      {/* A bound policy changes on its own screens (features/policy-changes), which say why a
          change is refused; the entries follow the view's flags. */}
      {can.adjustPolicy && (
        <Button
          component={Link}
          to={`/risks/${risk.id}/adjust`}
          size="sm"
          variant="light"
          data-testid="action-policy-adjust"
        >
          {t("risks.actions.adjustPolicy")}
        </Button>
      )}
      {can.cancelPolicy && (
        <Button
          component={Link}
          to={`/risks/${risk.id}/cancel`}
          size="sm"
          variant="light"
          color="red"
          data-testid="action-policy-cancel"
        >
          {t("risks.actions.cancelPolicy")}
        </Button>
      )}
      {can.reinstatePolicy && (
        <Button
          component={Link}
          to={`/risks/${risk.id}/reinstate`}
          size="sm"
          variant="light"
          data-testid="action-policy-reinstate"
        >
          {t("risks.actions.reinstatePolicy")}
        </Button>
      )}
      {can.decline && (
        <Button
          size="sm"
          color="red"
          variant="light"
          onClick={() => setDialog("decline")}
          data-testid="action-decline"
        >
          {t("risks.actions.decline")}
        </Button>
      )}
      {can.discard && (
        <Button
          size="sm"
          color="red"
          variant="subtle"
          onClick={() => setDialog("discard")}
          data-testid="action-discard"
        >
          {t("risks.actions.discard")}
        </Button>
      )}
      {dialog === "discard" && (
        <DiscardModal
          onClose={() => setDialog(null)}
          busy={busy("discard")}
          send={() => run("discard")}
        />
      )}
      {dialog === "decline" && (
        <DeclineModal
          onClose={() => setDialog(null)}
          busy={busy("decline")}
          send={(body) => run("decline", body)}
        />
      )}
      {dialog === "bind" && (
        <BindModal
          onClose={() => setDialog(null)}
          busy={busy("bind")}
          send={(body) => run("bind", body)}
        />
      )}
    </Group>
  );
}
