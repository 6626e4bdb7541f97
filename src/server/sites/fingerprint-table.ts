/**
 * A map from strings to numbers that holds no string and no object per entry: each key is kept as a 64-bit
 * fingerprint (two 32-bit hashes of its characters) in typed arrays, beside its number (decision 0072's
 * addendum). A `Map<string, number>` of 100,000 sites' keys is 100,000 strings, 100,000 heap numbers and a
 * hash table of objects for V8 to trace at every full collection, and its old generation grows to a few
 * times what is live; these arrays are three allocations it never looks into.
 *
 * Two keys can share a fingerprint (about one pair in 2^64 / n²): a caller must check that what the number
 * points at is what it asked for (the site record names its slug, the packed page starts with its key), so
 * that a shared fingerprint costs a miss, never a wrong answer.
 */
export class FingerprintTable {
  private his: Uint32Array;
  private los: Uint32Array;
  private values: Float64Array;
  /** 0 empty, 1 full, 2 deleted (a tombstone, so that probing goes on past it). */
  private states: Uint8Array;
  private full = 0;
  private tombstones = 0;

  constructor(expected = 16) {
    const capacity = capacityFor(expected);
    this.his = new Uint32Array(capacity);
    this.los = new Uint32Array(capacity);
    this.values = new Float64Array(capacity);
    this.states = new Uint8Array(capacity);
  }

  /** Keys held. */
  get size(): number {
    return this.full;
  }

  get(key: string): number | undefined {
    const slot = this.find(hashHi(key), keyHash(key));
    return slot < 0 ? undefined : this.values[slot];
  }

  set(key: string, value: number): void {
    this.setPrint(hashHi(key), keyHash(key), value);
  }

  delete(key: string): boolean {
    const slot = this.find(hashHi(key), keyHash(key));
    if (slot < 0) return false;
    this.states[slot] = 2;
    this.full -= 1;
    this.tombstones += 1;
    return true;
  }

  clear(): void {
    this.states.fill(0);
    this.full = 0;
    this.tombstones = 0;
  }

  /** Every entry's number, with a way to change it (`set`) or drop it (`drop`) in place while passing. */
  forEach(visit: (value: number, entry: { set(value: number): void; drop(): void }) => void): void {
    let slot = 0;
    const entry = {
      set: (value: number) => {
        this.values[slot] = value;
      },
      drop: () => {
        this.states[slot] = 2;
        this.full -= 1;
        this.tombstones += 1;
      },
    };
    for (; slot < this.states.length; slot++) if (this.states[slot] === 1) visit(this.values[slot] as number, entry);
  }

  private find(hi: number, lo: number): number {
    const mask = this.states.length - 1;
    for (let slot = lo & mask; ; slot = (slot + 1) & mask) {
      const state = this.states[slot];
      if (state === 0) return -1;
      if (state === 1 && this.his[slot] === hi && this.los[slot] === lo) return slot;
    }
  }

  private setPrint(hi: number, lo: number, value: number): void {
    const existing = this.find(hi, lo);
    if (existing >= 0) {
      this.values[existing] = value;
      return;
    }
    if ((this.full + this.tombstones + 1) * 10 > this.states.length * 7) this.rehash(capacityFor(this.full + 1));
    const mask = this.states.length - 1;
    let slot = lo & mask;
    while (this.states[slot] === 1) slot = (slot + 1) & mask;
    if (this.states[slot] === 2) this.tombstones -= 1;
    this.his[slot] = hi;
    this.los[slot] = lo;
    this.values[slot] = value;
    this.states[slot] = 1;
    this.full += 1;
  }

  private rehash(capacity: number): void {
    const { his, los, values, states } = this;
    this.his = new Uint32Array(capacity);
    this.los = new Uint32Array(capacity);
    this.values = new Float64Array(capacity);
    this.states = new Uint8Array(capacity);
    this.full = 0;
    this.tombstones = 0;
    for (let slot = 0; slot < states.length; slot++) if (states[slot] === 1) this.setPrint(his[slot] as number, los[slot] as number, values[slot] as number);
  }
}

/** A power of two at least twice `count` (the table stays under 70 % full). */
function capacityFor(count: number): number {
  let capacity = 16;
  while (capacity < count * 2) capacity *= 2;
  return capacity;
}

/**
 * FNV-1a over the key's UTF-16 units, finished with a multiply-xorshift, so that its low bits are good for
 * picking a slot (here, and the page cache's doorkeeper counters). The low half of a key's fingerprint.
 */
export function keyHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** A second, independent hash (Murmur-style mixing, another seed): with keyHash, 64 bits a key. */
function hashHi(key: string): number {
  let h = 0x9747b28c ^ key.length;
  for (let i = 0; i < key.length; i++) {
    let k = Math.imul(key.charCodeAt(i), 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
