import { Length, Max, Min, ArrayMaxSize } from 'class-validator';
import { plainMessage, validateInput } from './validation';

class Sample {
  @Length(1, 80) name = '';
  @Min(1) @Max(100) first = 0;
  @ArrayMaxSize(2) ids: string[] = ['a', 'b', 'c'];
}

describe('validation messages in plain words (issue 17, item 7)', () => {
  it("rewrites class-validator's stock phrasing and keeps the codes and fields", async () => {
    expect(await validateInput(new Sample())).toEqual([
      { code: 'INVALID_VALUE', field: ['name'], message: 'name must not be empty' },
      { code: 'INVALID_VALUE', field: ['first'], message: 'first must be at least 1' },
      { code: 'INVALID_VALUE', field: ['ids'], message: 'ids can hold at most 2 entries' },
    ]);
  });

  it('says each limit as a person would, and leaves any other message alone', () => {
    expect(plainMessage('note must be longer than or equal to 10 characters')).toBe('note needs at least 10 characters');
    expect(plainMessage('name must be shorter than or equal to 80 characters')).toBe('name can have at most 80 characters');
    expect(plainMessage('first must not be greater than 100')).toBe('first must be at most 100');
    expect(plainMessage('sides must contain at least 2 elements')).toBe('sides needs at least 2 entries');
    expect(plainMessage('a match needs at least 2 sides')).toBe('a match needs at least 2 sides');
  });
});
