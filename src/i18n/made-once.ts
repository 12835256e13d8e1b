/**
 * `make` of each key, made at its first use and kept: for the Intl objects of a language (formatters, plural rules),
 * few and costing ~100× a call to make. A `make` that throws keeps nothing.
 */
export function madeOnce<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    if (made.has(key)) return made.get(key) as Value;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
