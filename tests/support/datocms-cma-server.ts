import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJsonBody } from '../../src/http/body.js';
import { carriesToken } from '../../src/http/authorization.js';
import { sendJson } from '../../src/http/json-response.js';

/**
 * The few endpoints of DatoCMS's Content Management API (JSON:API, version 3) that `content:export` calls, over
 * loopback, holding one project in memory: the site's locales; models (`/item-types`), their fields, records
 * (`/items`, created with the caller's id, updated, published in bulk) and uploads (an upload request, the file PUT to the
 * URL it gives, then `/uploads` answered with a job whose result `/job-results/:id` holds, as DatoCMS does). A link,
 * links or file value that points to nothing (or to a model its field does not allow) is refused, as DatoCMS does. Lists
 * are paged with `page[offset]` / `page[limit]` and say `meta.total_count`. A wrong token gets DatoCMS's 401.
 * Every request is logged (method and path), so a test can tell a run that wrote from one that only read.
 */
export interface CmaServer {
  url: string;
  /** `GET /items`, `POST /item-types`...: every request, in order. */
  requests: string[];
  /** What the project holds, by kind then id: JSON:API resources as the API returns them. */
  project: {
    site: Resource;
    itemTypes: Map<string, Resource>;
    fields: Map<string, Resource>;
    items: Map<string, Resource>;
    uploads: Map<string, Resource>;
  };
  /** The bytes PUT for each upload path. */
  files: Map<string, Buffer>;
  close(): Promise<void>;
}

export interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
  meta?: Record<string, unknown>;
}

const BODY_LIMIT = 10 * 1024 * 1024;

/** The id a resource's to-one relationship `name` points to (the model of a field or of a record). */
export function relatedId(resource: Pick<Resource, 'relationships'>, name: string): string {
  const data = resource.relationships?.[name]?.data as { id?: unknown } | null | undefined;
  if (typeof data?.id !== 'string') throw new Error(`The resource has no ${name} relationship`);
  return data.id;
}

/** The ids a resource's to-many relationship `name` points to. */
function relatedIds(resource: Pick<Resource, 'relationships'>, name: string): string[] {
  const data = resource.relationships?.[name]?.data;
  if (!Array.isArray(data)) throw new Error(`The resource has no ${name} relationship`);
  return data.map((entry) => String((entry as { id: unknown }).id));
}

function apiError(res: ServerResponse, status: number, code: string): void {
  sendJson(res, status, { data: [{ id: randomUUID(), type: 'api_error', attributes: { code, details: {} } }] });
}

function page(
  resources: readonly Resource[],
  query: URLSearchParams,
): { data: Resource[]; meta: { total_count: number } } {
  const offset = Number(query.get('page[offset]') ?? 0);
  const limit = Number(query.get('page[limit]') ?? 30);
  return { data: resources.slice(offset, offset + limit), meta: { total_count: resources.length } };
}

export async function startCmaServer({
  token,
  locales,
}: {
  token: string;
  locales: readonly string[];
}): Promise<CmaServer> {
  const project: CmaServer['project'] = {
    site: { id: 'site', type: 'site', attributes: { name: 'Loopback project', locales: [...locales] } },
    itemTypes: new Map(),
    fields: new Map(),
    items: new Map(),
    uploads: new Map(),
  };
  const files = new Map<string, Buffer>();
  const jobs = new Map<string, Resource>();
  const requests: string[] = [];
  let origin = '';

  /**
   * Whether a record's link, links or file field points to a record or upload the project does not have, or a link
   * to a record of a model its validator does not allow: DatoCMS refuses such a value (422).
   */
  const danglingReference = (itemTypeId: string, attributes: Record<string, unknown>): boolean =>
    [...project.fields.values()].some((field) => {
      if (relatedId(field, 'item_type') !== itemTypeId) return false;
      const value = attributes[String(field.attributes.api_key)];
      const values = field.attributes.localized && value && typeof value === 'object' ? Object.values(value) : [value];
      const validators = field.attributes.validators as Record<string, { item_types?: string[] } | undefined>;
      const allowed = validators.item_item_type?.item_types ?? validators.items_item_type?.item_types ?? [];
      const linked = (id: unknown): boolean => {
        const target = project.items.get(String(id));
        return target !== undefined && allowed.includes(relatedId(target, 'item_type'));
      };
      return values.some((entry) => {
        if (entry === null || entry === undefined) return false;
        if (field.attributes.field_type === 'link') return !linked(entry);
        if (field.attributes.field_type === 'links') return (entry as unknown[]).some((id) => !linked(id));
        if (field.attributes.field_type === 'file')
          return !project.uploads.has(String((entry as { upload_id: string }).upload_id));
        return false;
      });
    });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    requests.push(`${method} ${path}`);
    /** The path's one parameter when it matches `pattern` (a single capture group). */
    const param = (pattern: RegExp): string | undefined => pattern.exec(path)?.[1];

    if (method === 'PUT' && path.startsWith('/s3/')) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      files.set(path.slice('/s3/'.length), Buffer.concat(chunks));
      res.writeHead(200).end();
      return;
    }
    if (!carriesToken(req.headers.authorization, token)) return apiError(res, 401, 'INVALID_AUTHORIZATION_HEADER');
    const body =
      method === 'POST' || method === 'PUT'
        ? ((await readJsonBody(req, BODY_LIMIT)) as { data?: Resource } | null)
        : null;
    const data = body?.data;

    if (path === '/site') {
      if (method === 'PUT' && data) Object.assign(project.site.attributes, data.attributes);
      return sendJson(res, 200, { data: project.site });
    }
    if (path === '/item-types' && method === 'GET')
      return sendJson(res, 200, { data: [...project.itemTypes.values()] });
    if (path === '/item-types' && method === 'POST' && data) {
      const itemType: Resource = {
        id: randomUUID(),
        type: 'item_type',
        attributes: { ordering_direction: null, ordering_meta: null, ...data.attributes },
        relationships: { ordering_field: { data: null }, fields: { data: [] }, ...data.relationships },
      };
      project.itemTypes.set(itemType.id, itemType);
      return sendJson(res, 201, { data: itemType });
    }
    const itemTypeOfPath = param(/^\/item-types\/([^/]+)$/);
    if (itemTypeOfPath !== undefined && method === 'PUT' && data) {
      const itemType = project.itemTypes.get(itemTypeOfPath);
      if (!itemType) return apiError(res, 404, 'NOT_FOUND');
      Object.assign(itemType.attributes, data.attributes);
      Object.assign(itemType.relationships ?? {}, data.relationships);
      return sendJson(res, 200, { data: itemType });
    }
    const modelOfFields = param(/^\/item-types\/([^/]+)\/fields$/);
    if (modelOfFields !== undefined) {
      if (!project.itemTypes.has(modelOfFields)) return apiError(res, 404, 'NOT_FOUND');
      const ofType = [...project.fields.values()].filter((field) => relatedId(field, 'item_type') === modelOfFields);
      if (method === 'GET') return sendJson(res, 200, { data: ofType });
      if (method === 'POST' && data) {
        if (ofType.some((field) => field.attributes.api_key === data.attributes.api_key))
          return apiError(res, 422, 'INVALID_FIELD');
        const field: Resource = {
          id: randomUUID(),
          type: 'field',
          attributes: { ...data.attributes, position: ofType.length + 1 },
          relationships: { item_type: { data: { type: 'item_type', id: modelOfFields } } },
        };
        project.fields.set(field.id, field);
        return sendJson(res, 201, { data: field });
      }
    }
    if (path === '/items' && method === 'GET')
      return sendJson(res, 200, page([...project.items.values()], url.searchParams));
    if (path === '/items' && method === 'POST' && data) {
      if (project.items.has(data.id)) return apiError(res, 422, 'INVALID_FIELD');
      const itemTypeId = (data.relationships?.item_type?.data as { id?: string } | undefined)?.id ?? '';
      if (!project.itemTypes.has(itemTypeId)) return apiError(res, 422, 'INVALID_FIELD');
      if (danglingReference(itemTypeId, data.attributes)) return apiError(res, 422, 'INVALID_FIELD');
      const item: Resource = {
        id: data.id ?? randomUUID(),
        type: 'item',
        attributes: data.attributes,
        relationships: data.relationships,
        meta: { ...data.meta, status: 'draft' },
      };
      project.items.set(item.id, item);
      return sendJson(res, 201, { data: item });
    }
    const itemOfPath = param(/^\/items\/([^/]+)$/);
    if (itemOfPath !== undefined && method === 'PUT' && data) {
      const item = project.items.get(itemOfPath);
      if (!item) return apiError(res, 404, 'NOT_FOUND');
      if (danglingReference(relatedId(item, 'item_type'), data.attributes)) return apiError(res, 422, 'INVALID_FIELD');
      Object.assign(item.attributes, data.attributes);
      return sendJson(res, 200, { data: item });
    }
    if (path === '/items/bulk/publish' && method === 'POST' && data) {
      const ids = relatedIds(data, 'items');
      const missing = ids.some((id) => !project.items.has(id));
      for (const id of missing ? [] : ids) {
        const item = project.items.get(id) as Resource;
        item.meta = { ...item.meta, status: 'published' };
      }
      const job = randomUUID();
      const payload = missing
        ? { data: [], meta: { successful: 0, failed: ids.length } }
        : { data: [], meta: { successful: ids.length, failed: 0 } };
      jobs.set(job, { id: job, type: 'job_result', attributes: { status: missing ? 422 : 200, payload } });
      return sendJson(res, 202, { data: { id: job, type: 'job' } });
    }
    if (path === '/uploads' && method === 'GET')
      return sendJson(res, 200, page([...project.uploads.values()], url.searchParams));
    if (path === '/upload-requests' && method === 'POST') {
      const id = `${randomUUID()}/${String((data?.attributes as { filename?: string } | undefined)?.filename)}`;
      return sendJson(res, 200, {
        data: { id, type: 'upload_request', attributes: { url: `${origin}/s3/${id}`, request_headers: {} } },
      });
    }
    if (path === '/uploads' && method === 'POST' && data) {
      const filePath = String(data.attributes.path);
      const job = randomUUID();
      const upload: Resource = {
        id: data.id ?? randomUUID(),
        type: 'upload',
        attributes: { ...data.attributes, size: files.get(filePath)?.length ?? null },
      };
      if (!files.has(filePath)) {
        jobs.set(job, {
          id: job,
          type: 'job_result',
          attributes: {
            status: 422,
            payload: {
              data: [{ id: job, type: 'api_error', attributes: { code: 'INVALID_FIELD', details: { field: 'path' } } }],
            },
          },
        });
      } else {
        project.uploads.set(upload.id, upload);
        jobs.set(job, { id: job, type: 'job_result', attributes: { status: 201, payload: { data: upload } } });
      }
      return sendJson(res, 202, { data: { id: job, type: 'job' } });
    }
    const jobOfPath = param(/^\/job-results\/([^/]+)$/);
    if (jobOfPath !== undefined && method === 'GET') {
      const result = jobs.get(jobOfPath);
      return result ? sendJson(res, 200, { data: result }) : apiError(res, 404, 'NOT_FOUND');
    }
    apiError(res, 404, 'NOT_FOUND');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) apiError(res, 500, String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    project,
    files,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
