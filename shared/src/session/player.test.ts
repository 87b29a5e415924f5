import { EMPTY_PLAYER, playerFromDisplayData } from './player';

describe('playerFromDisplayData', () => {
  it('keeps the SPEC defaults for fields the API left out', () => {
    const player = playerFromDisplayData({ id: 7, email: 'a@b.c', balance: '12.50' });
    expect(player).toMatchObject({
      isAuth: true,
      id: 7,
      email: 'a@b.c',
      balance: '12.50',
      statusName: 'iron',
      bonus: '0.00',
      points: '0.00',
    });
    expect(player.favorites).toEqual([]);
  });

  it('converts a number sent where a money string is expected, and ignores wrong types', () => {
    const player = playerFromDisplayData({
      bonus: 5 as unknown as string,
      isBlocked: 'yes' as unknown as boolean,
      statusName: '',
    });
    expect(player.bonus).toBe('5');
    expect(player.isBlocked).toBe(false);
    expect(player.statusName).toBe('iron');
  });

  it('the signed-out player has every field of SPEC section 3 at its default', () => {
    expect(EMPTY_PLAYER).toMatchObject({
      isAuth: false,
      statusName: 'iron',
      bonus: '0.00',
      points: '0.00',
      isTermsRequired: false,
    });
    // SPEC.md section 3, Player, in its order.
    const specFields =
      'isAuth id email nickname login name surname country phone address city gender state street dateBirthday statusName currency balance bonus points pointsExchangeResult pointsExchangeRatio isGameModeReal isGameModeDemo freeSpinWagerFactor bonusWagerFactor defaultBonusWager isEmailConfirmed isPhoneConfirmed isTrusted isBlocked centrifugoToken centrifugoNotificationToken wasBaseProfileCompleted registrationType activeBonusCampaignsCount feedbackAdvertsCount cashbackReward favorites isTermsRequired isTermsPopup hasRejectedPayments hasDocumentsToConfirm activeTags twoFactorType coolingOffBlock selfExclusionBlock isPinCodeEnabled'.split(
        ' ',
      );
    expect(Object.keys(EMPTY_PLAYER).sort()).toEqual([...specFields].sort());
  });
});
