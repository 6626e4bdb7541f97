import { describe, expect, it } from 'vitest';
import { START_MESSAGES, startFieldOf, startProblems } from './onboarding';
import { startBodySchema } from './onboarding-schema';

describe("/start's checks (issue 23: every problem at its field, at once)", () => {
  it('finds every problem of the form together, by field', () => {
    expect(startProblems({ trade: '', companyName: ' ', town: '', phone: 'call me' })).toEqual({
      trade: START_MESSAGES.trade,
      companyName: START_MESSAGES.companyName,
      town: START_MESSAGES.town,
      phone: START_MESSAGES.phone,
    });
    expect(startProblems({ trade: 'plumber', companyName: 'Acme', town: 'Leeds', phone: '' })).toEqual({});
    expect(startProblems({ trade: 'plumber', companyName: 'Acme', town: 'Leeds', phone: '+44 (0)113 496-0000 ext. 12' })).toEqual({});
  });

  it("agrees with the API's schema, and knows which field each of its refusals names", () => {
    const refusal = (input: object) => startBodySchema.safeParse({ input: { trade: 'plumber', companyName: 'Acme', town: 'Leeds', phone: '', ...input } }).error?.issues[0]?.message ?? '';
    for (const [input, field] of [
      [{ trade: 'astronaut' }, 'trade'],
      [{ companyName: '' }, 'companyName'],
      [{ companyName: 'x'.repeat(121) }, 'companyName'],
      [{ town: '' }, 'town'],
      [{ phone: '12' }, 'phone'],
      [{ phone: 'x'.repeat(41) }, 'phone'],
      [{ country: 'Atlantis' }, 'country'],
    ] as const) {
      expect(startFieldOf(refusal(input)), JSON.stringify(input)).toBe(field);
    }
    expect(startFieldOf('Something went wrong on our side.')).toBeUndefined();
  });
});
