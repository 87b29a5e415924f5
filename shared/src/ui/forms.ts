/**
 * Form fields and the select (`@casino/shared/ui/forms`): bundled into the chunk of the page that uses them, not into
 * the singleton every page downloads (shared/federation/rspack-app.cjs). Stateless: a copy per app is harmless.
 */
export { CheckboxField, DateField, FileUpload, PasswordField, SelectField, TextField, type DateFieldProps, type FileUploadProps } from './fields';
export { Select, type SelectOption, type SelectProps } from './Select';
