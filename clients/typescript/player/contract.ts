/**
 * Every answer checked against the OpenAPI document the service publishes (openapi/openapi.json),
 * with Ajv: the schema of the operation's documented answer for its status and media type.
 */
import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import type { ValidateFunction } from "ajv";

interface MediaType { schema?: object }
interface Answer { content?: Record<string, MediaType> }
interface Operation { responses: Record<string, Answer> }
interface Document { paths: Record<string, Record<string, Operation>> }

export class Contract {
  private readonly ajv: Ajv;
  private readonly document: Document;
  private readonly compiled = new Map<string, ValidateFunction>();
  checked = 0;

  constructor(path: string) {
    const text = readFileSync(path, "utf-8");
    const parsed: unknown = JSON.parse(text);
    if (!isDocument(parsed)) throw new Error(`${path} is not an OpenAPI document`);
    this.document = parsed;
    // OpenAPI 3.0 schemas: `nullable` is Ajv's own keyword; `example`, `discriminator` and the
    // `x-` notes are documentation, not checks.
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    this.ajv.addSchema({ ...parsed, $id: "openapi.json" });
  }

  /** Throws unless `body` is what the document says `method path` answers with `status`. */
  check(method: string, path: string, status: number, contentType: string, body: unknown): void {
    const key = `${method} ${path} ${status} ${contentType}`;
    let validate = this.compiled.get(key);
    if (validate === undefined) {
      const operation = this.document.paths[path]?.[method.toLowerCase()];
      if (operation === undefined) throw new Error(`${method} ${path}: not in the document`);
      const answer = operation.responses[String(status)];
      if (answer === undefined) throw new Error(`${key}: status not documented`);
      const media = answer.content?.[contentType.split(";")[0]?.trim() ?? ""];
      if (media?.schema === undefined) throw new Error(`${key}: media type not documented`);
      validate = this.ajv.compile({ $ref: "openapi.json#" + pointerOf(path, method, status, contentType) });
      this.compiled.set(key, validate);
    }
    if (!validate(body)) {
      throw new Error(`${key} does not match the document: ${this.ajv.errorsText(validate.errors)}\n` +
        JSON.stringify(body).slice(0, 600));
    }
    this.checked += 1;
  }
}

function pointerOf(path: string, method: string, status: number, contentType: string): string {
  const escape = (token: string): string => token.replaceAll("~", "~0").replaceAll("/", "~1");
  const media = contentType.split(";")[0]?.trim() ?? "";
  return ["", "paths", path, method.toLowerCase(), "responses", String(status), "content", media, "schema"]
    .map(escape).join("/");
}

function isDocument(value: unknown): value is Document {
  return typeof value === "object" && value !== null && "paths" in value && typeof value.paths === "object";
}
