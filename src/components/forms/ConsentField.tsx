/** The consent checkbox: unticked until the visitor ticks it, its error tied to it like any field's. */
export function ConsentField({ label, error }: { label: string; error: string | undefined }) {
  return (
    <div className={`field field-check${error ? ' field--invalid' : ''}`}>
      <input
        id="field-consent"
        type="checkbox"
        name="consent"
        required
        {...(error ? { 'aria-invalid': true, 'aria-describedby': 'field-consent-error' } : {})}
      />
      <label htmlFor="field-consent">{label}</label>
      {error ? (
        <p className="field-error" id="field-consent-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
