// range-parser ships no types and @types/range-parser is not installed; only what byte-ranges.ts uses.
declare module 'range-parser' {
  type Ranges = { start: number; end: number }[] & { type: string };
  /** The ranges asked for, -1 when none can be satisfied, -2 when the header cannot be read. */
  export default function rangeParser(size: number, header: string, options?: { combine?: boolean }): Ranges | -1 | -2;
}
