import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsImport from "ajv-formats";

// Every /api answer the integration tests receive, checked against the served OpenAPI 3.1
// document (/api/openapi.json, docs/product/http-api.md) with a JSON Schema 2020-12 validator:
// the path and method are one of the document's operations, the status is one it describes, the
// content type is one it lists, and the body matches its schema. Found from outside (issue 23):
// the document and the answers had drifted apart; this keeps them together.

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as unknown as (ajv: Ajv2020) => void;

type Json = Record<string, unknown>;

/** The id the document is registered under, so its #/components/schemas/… refs resolve. */
const DOC_ID = "https://gharsetu.test/openapi.json";

function absoluteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absoluteRefs);
  if (node === null || typeof node !== "object") return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    out[key] =
      key === "$ref" && typeof value === "string" && value.startsWith("#/components/schemas/")
        ? `${DOC_ID}${value}`
        : absoluteRefs(value);
  }
  return out;
}

interface Operation {
  responses?: Record<string, Json>;
}

interface PathEntry {
  template: string;
  pattern: RegExp;
  /** Literal characters: an exact path (no {parameter}) wins over a templated one. */
  literal: number;
  item: Record<string, unknown>;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

export class OpenApiValidator {
  private readonly ajv: Ajv2020;
  private readonly doc: Json;
  private readonly paths: PathEntry[];
  private readonly compiled = new Map<unknown, ValidateFunction>();

  constructor(document: unknown) {
    this.doc = absoluteRefs(document) as Json;
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...this.doc, $id: DOC_ID });
    const paths = (this.doc.paths ?? {}) as Record<string, Record<string, unknown>>;
    this.paths = Object.entries(paths)
      .map(([template, item]) => ({
        template,
        item,
        literal: template.replace(/\{[^}]+\}/g, "").length,
        pattern: new RegExp(
          `^${template
            .split(/(\{[^}]+\})/)
            .map((part) =>
              part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
            )
            .join("")}$`,
        ),
      }))
      .sort((a, b) => b.literal - a.literal);
  }

  private resolveResponse(response: Json): Json {
    const ref = response.$ref;
    if (typeof ref !== "string") return response;
    const name = ref.replace("#/components/responses/", "");
    const found = ((this.doc.components as Json)?.responses as Record<string, Json>)?.[name];
    if (!found) throw new Error(`unresolved response ${ref}`);
    return found;
  }

  private validator(schema: unknown): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema as Json);
      this.compiled.set(schema, validate);
    }
    return validate;
  }

  /** The described response of an answer, or why there is none. */
  private describedResponse(
    method: string,
    pathname: string,
    status: number,
  ): { response: Json; where: string } | { problem: string } {
    const entry = this.paths.find((p) => p.pattern.test(pathname));
    // The document's description says an unknown /api path answers 404 {error}, and its
    // MethodNotAllowed response is what a known path answers for a method it has not.
    if (!entry) {
      return status === 404
        ? {
            response: { content: { "application/json": { schema: this.errorSchema() } } },
            where: "unknown /api path",
          }
        : { problem: `no path of the document matches ${pathname}` };
    }
    const operation = entry.item[method.toLowerCase()] as Operation | undefined;
    const where = `${method} ${entry.template}`;
    if (!operation || !METHODS.includes(method.toLowerCase())) {
      if (status === 405) {
        return {
          response: this.resolveResponse({ $ref: "#/components/responses/MethodNotAllowed" }),
          where,
        };
      }
      return { problem: `${where} is not in the document (answered ${status})` };
    }
    const responses = operation.responses ?? {};
    const described =
      responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!described) {
      return {
        problem: `${where} answered ${status}, which the document does not describe (it has ${Object.keys(responses).join(", ")})`,
      };
    }
    return { response: this.resolveResponse(described), where };
  }

  private errorSchema(): Json {
    return { $ref: `${DOC_ID}#/components/schemas/Error` };
  }

  /**
   * Problems with one answer; [] when the document describes it. The body is read only when it is
   * checked (a JSON schema, or a status described without one), so a streamed CSV stays streamed.
   */
  async check(
    method: string,
    url: string,
    status: number,
    contentType: string | null,
    readBody: () => Promise<string>,
  ): Promise<string[]> {
    const pathname = new URL(url).pathname;
    const found = this.describedResponse(method, pathname, status);
    if ("problem" in found) return [found.problem];
    const { response, where } = found;
    const content = response.content as Record<string, { schema?: unknown }> | undefined;
    if (!content || Object.keys(content).length === 0) {
      const body = method === "HEAD" ? "" : await readBody();
      return body === ""
        ? []
        : [`${where} ${status}: the document describes no body, but one came (${contentType})`];
    }
    if (method === "HEAD") return [];
    const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
    const media = content[type] ?? content["*/*"];
    if (!media) {
      return [
        `${where} ${status}: content type ${type || "(none)"} is not one the document lists (${Object.keys(content).join(", ")})`,
      ];
    }
    if (!media.schema || !(type === "application/json" || type.endsWith("+json"))) return [];
    let data: unknown;
    try {
      data = JSON.parse(await readBody());
    } catch {
      return [`${where} ${status}: the body is not JSON`];
    }
    const validate = this.validator(media.schema);
    if (validate(data)) return [];
    return (validate.errors ?? [])
      .slice(0, 20)
      .map(
        (e) =>
          `${where} ${status}: body${e.instancePath} ${e.message}${
            e.params && "additionalProperty" in e.params
              ? ` (${String((e.params as Json).additionalProperty)})`
              : ""
          }`,
      );
  }
}
