export { type FieldProblem, serverFieldErrors, zodFieldErrors } from './form-errors';
export { RecordDialog, type RecordDialogProps, RecordForm, type RecordFormProps, useRecordToEdit } from './RecordForm';
export { type SaveFormOptions, useSaveForm } from './useSaveForm';
