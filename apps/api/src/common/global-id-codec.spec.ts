import { fromGlobalId, toGlobalId } from './global-id-codec';

const byBuffer = (typeName: string, rowId: string) => Buffer.from(`${typeName}:${rowId}`, 'utf8').toString('base64url');

describe('toGlobalId', () => {
  it('is base64url of `<TypeName>:<row id>` in UTF-8, for short, non-ASCII and long ids alike', () => {
    const rowIds = ['0b6e4a52-5f1c-4d1e-9a57-3d2f1c0e8b7a', 'demo', 'äé€𝄞', 'x'.repeat(169), 'x'.repeat(170), 'é'.repeat(400), ''];
    for (const rowId of rowIds) expect(toGlobalId('LedgerEntry', rowId)).toBe(byBuffer('LedgerEntry', rowId));
    expect(toGlobalId('Character', 'c1')).toBe('Q2hhcmFjdGVyOmMx');
  });

  it('answers each id from its own text: one written after another does not change it', () => {
    const first = toGlobalId('Team', 'a'.repeat(60));
    const second = toGlobalId('Match', 'b');
    expect(fromGlobalId(first)).toEqual({ typeName: 'Team', rowId: 'a'.repeat(60) });
    expect(fromGlobalId(second)).toEqual({ typeName: 'Match', rowId: 'b' });
  });
});
