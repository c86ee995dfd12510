/** A message above a form for errors that belong to no single field. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="auth-form__error" role="alert">
      {message}
    </p>
  );
}
