/** One message for the tag manager's data layer. */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

/** The event pushed on every page view, the first page included (spec: default view event name). */
export const VIEW_EVENT = 'content-view';
/** The event name of interactions that do not name one (spec: default event name). */
export const INTERACTION_EVENT = 'interaction';

/** A page view: `content-name` is the full path, `content-view-name` the route's name. */
export function contentViewEvent(path: string, viewName: string): DataLayerEvent {
  return { event: VIEW_EVENT, 'content-name': path, 'content-view-name': viewName };
}

/** What a visitor did, in the fields a marketing team's tags read. */
export interface Interaction {
  /** Default {@link INTERACTION_EVENT}. */
  event?: string;
  /** What was acted on: a URL, a file, a form's name. */
  target: string;
  /** The verb: `click`, `submit`, `search`, `switch`. */
  action: string;
  /** Which kind of interaction: `cta`, `outbound-link`, `download`, `language-switch`, `form`, `search`. */
  interactionType: string;
  /** Details of the target (its label, its language). */
  targetProperties?: Record<string, string>;
  value?: string | number;
}

export function interactionEvent({
  event = INTERACTION_EVENT,
  target,
  action,
  interactionType,
  targetProperties = {},
  value = '',
}: Interaction): DataLayerEvent {
  return { event, target, action, 'target-properties': targetProperties, value, 'interaction-type': interactionType };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The page's data layer, created when missing; only ever pushed to (the tag manager hooks its `push`). */
export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function pushEvent(event: DataLayerEvent): void {
  dataLayer().push(event);
}

/**
 * Google's `gtag()` command: it must push the `arguments` object itself (the tag manager tells commands such as
 * `consent` from events by that shape), so this is a function declaration, not an arrow function with a rest array.
 */
export function gtag(..._command: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: the tag manager needs the arguments object itself (see above)
  dataLayer().push(arguments);
}
