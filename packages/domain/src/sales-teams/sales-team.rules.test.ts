import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  SalesTeamDescriptionSchema,
  SalesTeamSearchSchema,
  SalesTeamTestimonialsSchema,
} from './sales-team.schema';
import { descriptionLength, moveItem, renumber, statusForMemberCount } from './sales-team.rules';
import { withHttp } from '../listings/listing-fields';

const valid = {
  name: 'The Harbor Group',
  email: 'harbor@meridian.example',
  officeId: 3,
  description: '<p>Hi</p>',
};
const messages = (body: unknown) => {
  const r = SalesTeamDescriptionSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('sales team status follows the member count', () => {
  it.each([
    [0, 2],
    [1, 2],
    [2, 1],
    [3, 1],
    [12, 1],
  ])('%i members: status %i', (count, status) => expect(statusForMemberCount(count)).toBe(status));
});

describe('a URL without a scheme gets http://', () => {
  it.each([
    ['harbor.com', 'http://harbor.com'],
    ['  www.harbor.com/team ', 'http://www.harbor.com/team'],
    ['https://harbor.com', 'https://harbor.com'],
    ['HTTP://harbor.com', 'HTTP://harbor.com'],
    ['ftp://files.harbor.com', 'ftp://files.harbor.com'],
  ])('%s -> %s', (input, out) => expect(withHttp(input)).toBe(out));

  it('in the form: website and social URLs', () => {
    const r = SalesTeamDescriptionSchema.parse({
      ...valid,
      websiteUrl: 'harbor.com',
      linkedInUrl: 'linkedin.com/x',
    });
    expect(r.websiteUrl).toBe('http://harbor.com');
    expect(r.linkedInUrl).toBe('http://linkedin.com/x');
    expect(r.facebookUrl).toBeNull();
  });
});

describe('the description form', () => {
  it('accepts a complete team and defaults the choices', () => {
    const r = SalesTeamDescriptionSchema.parse(valid);
    expect(r).toMatchObject({ ...valid, phoneNoDisplayOrder: 1, canShareProperties: false, mlsNumber: null });
  });

  it.each([
    [{}, MSG.required(['Name', 'Email', 'Office', 'Description'])],
    [{ ...valid, name: '  ' }, MSG.required(['Name'])],
    [{ ...valid, email: '' }, MSG.required(['Email'])],
    [{ ...valid, officeId: null }, MSG.required(['Office'])],
    [{ ...valid, description: '<p></p>' }, MSG.required(['Description'])],
    [{ ...valid, description: '<p><br></p>' }, MSG.required(['Description'])],
    [{ ...valid, name: '', description: '' }, MSG.required(['Name', 'Description'])],
  ])('requires %j', (body, message) => expect(messages(body)[0]).toBe(message));

  it.each(['harbor', 'harbor@', 'a b@c.com', 'x@y'])('refuses the e-mail %s', (email) =>
    expect(messages({ ...valid, email })).toEqual([MSG.userEmailNotValid]),
  );

  it.each([
    ['name', 50, 'Name'],
    ['email', 255, 'Email'],
    ['websiteUrl', 255, 'Website'],
    ['mlsNumber', 200, 'MLS Number'],
    ['linkedInUrl', 510, 'LinkedIn'],
    ['youtubeUrl', 510, 'Youtube'],
  ] as const)('%s: %i accepted, one more refused', (field, max, label) => {
    const at = field === 'email' ? `${'a'.repeat(max - 11)}@harbor.com` : 'x'.repeat(max);
    const over = field === 'email' ? `${'a'.repeat(max - 10)}@harbor.com` : 'x'.repeat(max + 1);
    expect(messages({ ...valid, [field]: at })).toEqual([]);
    expect(messages({ ...valid, [field]: over })).toContain(MSG.maxLength(label, max));
  });

  it('counts the description text, not its markup: 3500 accepted, 3501 refused', () => {
    const at = `<p><b>${'x'.repeat(3500)}</b></p>`;
    expect(descriptionLength(at)).toBe(3500);
    expect(messages({ ...valid, description: at })).toEqual([]);
    expect(messages({ ...valid, description: `<p>${'x'.repeat(3501)}</p>` })).toEqual([
      MSG.maxLength('Description', 3500),
    ]);
  });

  it.each([1, 2, 3])('takes phone display choice %i', (choice) =>
    expect(
      SalesTeamDescriptionSchema.parse({ ...valid, phoneNoDisplayOrder: choice }).phoneNoDisplayOrder,
    ).toBe(choice),
  );
  it.each([0, 4, '1'])('refuses phone display choice %j', (choice) =>
    expect(messages({ ...valid, phoneNoDisplayOrder: choice })).toEqual([MSG.invalidValue]),
  );
});

describe('member order', () => {
  it('renumbers from 1 in the order given', () => {
    expect(
      renumber([
        { agentId: 9, displayOrder: 4 },
        { agentId: 3, displayOrder: 1 },
      ]),
    ).toEqual([
      { agentId: 9, displayOrder: 1 },
      { agentId: 3, displayOrder: 2 },
    ]);
  });
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('moves item %i by %i', (index, by, out) =>
    expect(moveItem(['a', 'b', 'c'], index, by)).toEqual(out),
  );
});

describe('search and testimonials', () => {
  it('searches 20 per page, name ascending, by default', () => {
    expect(SalesTeamSearchSchema.parse({})).toEqual({
      name: '',
      status: 0,
      currentPage: 1,
      itemsPerPage: 20,
      sortColumn: 'name',
      sortDirection: 'asc',
    });
  });
  it('needs an author and a text for each testimonial', () => {
    const r = SalesTeamTestimonialsSchema.safeParse({ testimonialList: [{ author: '', text: ' ' }] });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      MSG.required(['Author']),
      MSG.required(['Testimonial']),
    ]);
  });
});
