import { compact, withContext, type JsonLdNode } from './json-ld.js';

export interface EventInput {
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  inLanguage: string;
  /** Public URLs of the event's page and image. */
  url: string;
  image: string | null;
  location: { name: string; address: string | null };
  performers: readonly { name: string; url: string | null }[];
  organizer: { name: string; url: string };
}

/** An event of the firm (held in person) as a schema.org Event. */
export function event(input: EventInput): JsonLdNode {
  return withContext(
    compact({
      '@type': 'Event',
      name: input.name,
      description: input.description,
      startDate: input.startDate,
      endDate: input.endDate,
      inLanguage: input.inLanguage,
      url: input.url,
      image: input.image ? [input.image] : null,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: input.location.name, address: input.location.address ?? input.location.name },
      performer: input.performers.map((performer) =>
        compact({ '@type': 'Person', name: performer.name, url: performer.url }),
      ),
      organizer: { '@type': 'Organization', name: input.organizer.name, url: input.organizer.url },
    }),
  );
}
