/** Endorsement wording uses the product's shared rich-text field. */
export { RichTextField as ClauseEditor } from "../../../ui/RichTextField.tsx";
