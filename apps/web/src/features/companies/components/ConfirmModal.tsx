/** The confirmation dialog now lives in ui/ (files and templates use it too). */
export { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
