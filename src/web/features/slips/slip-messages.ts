// Texts of the round slip and daily slips pages that the specification leaves to us (loaded by those pages only).
export const slipPageMessages = {
  roundSlipDescription:
    'Biletul etapei curente din Liga 1: pronosticurile alese de echipa Prezice, cu cotele și cota totală.',
  dailySlipsDescription: 'Biletele zilnice Prezice: pronosticuri verificate de experți, cu cote și rezultate.',
  expectedResult: 'Pronostic',
  odd: 'Cotă',
  totalOdds: 'Cotă totală',
  kickoff: 'Începe la:',
  slipOf: (date: string) => `Biletul din ${date}`,
  pickPending: 'Nefinalizat',
  pickWon: 'Câștigat',
  pickLost: 'Pierdut',
  pagination: 'Paginare bilete',
  pageOf: (page: number, count: number) => `Pagina ${page} din ${count}`,
  picks: 'Pronosticuri',
} as const;
