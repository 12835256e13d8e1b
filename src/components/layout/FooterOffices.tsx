import type { OfficeFragment } from '../../content-model/generated/content-documents.js';
import { telHref } from '../../page-kit/phone.js';

/** The firm's offices: address, phone and email of each. */
export function FooterOffices({ offices }: { offices: readonly OfficeFragment[] }) {
  return (
    <ul className="footer-offices">
      {offices.map((office) => (
        <li key={office.id}>
          <h3>{office.name}</h3>
          <address>
            {office.address}
            <br />
            {office.city} ({office.province}) {office.postalCode}
            <br />
            <a href={telHref(office.phone)}>{office.phone}</a>
            {office.email ? (
              <>
                <br />
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </>
            ) : null}
          </address>
        </li>
      ))}
    </ul>
  );
}
