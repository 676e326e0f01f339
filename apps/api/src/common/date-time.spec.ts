import { GraphQLDateTimeISO } from 'graphql-scalars';
import { DateTimeISO, isoText } from './date-time';

describe('isoText', () => {
  it("writes every instant as Date's toISOString does, from 0000 to 9999 and beyond", () => {
    // Steps of a prime number of milliseconds across every year toISOString writes with four digits, and a little past.
    const from = Date.UTC(-10, 0, 1);
    const to = Date.UTC(10_010, 0, 1);
    const step = 3_155_692_597; // about 36.5 days, so every month, day, hour and millisecond comes up
    let checked = 0;
    for (let t = from; t < to; t += step, checked++) expect(isoText(new Date(t))).toBe(new Date(t).toISOString());
    expect(checked).toBeGreaterThan(100_000);
    for (const t of [
      0, -1, 1, 951_782_400_000, 951_868_800_000, -62_167_219_200_000, -62_167_219_200_001, 253_402_300_799_999, 253_402_300_800_000, 8.64e15, -8.64e15,
    ]) {
      expect(isoText(new Date(t))).toBe(new Date(t).toISOString());
    }
  });
});

describe('the DateTimeISO scalar', () => {
  it("answers as graphql-scalars' does: a Date, an ISO text, a Unix time, and refuses what it refuses", () => {
    for (const value of [new Date(Date.UTC(2026, 11, 7, 1, 2, 3, 4)), '2026-12-07T01:02:03.004+02:00', 1_765_000_000_000]) {
      expect(DateTimeISO.serialize(value)).toBe(GraphQLDateTimeISO.serialize(value));
    }
    for (const value of [new Date(Number.NaN), 'yesterday', {}]) {
      expect(() => DateTimeISO.serialize(value)).toThrow(
        (() => {
          try {
            GraphQLDateTimeISO.serialize(value);
          } catch (error) {
            return (error as Error).message;
          }
          return 'no error';
        })(),
      );
    }
    expect(DateTimeISO.toConfig()).toMatchObject({
      name: 'DateTimeISO',
      description: GraphQLDateTimeISO.description,
      specifiedByURL: GraphQLDateTimeISO.specifiedByURL,
    });
  });
});
