/**
 * A document as the built app carries it (build/documents-in-place.ts): its kind and name, and in `__meta__` the hash
 * the server knows an operation by. The same at run time as codegen's TypedDocumentString, without codegen's module of all of them.
 */
export class DocumentString extends String {
  readonly __meta__: Record<string, unknown>;
  private readonly value: string;

  constructor(value: string, meta: Record<string, unknown>) {
    super(value);
    this.value = value;
    this.__meta__ = meta;
  }

  override toString() {
    return this.value;
  }
}
