// What the import needs from a results provider, whoever it is: the season's fixtures, the ones in play, and the
// statistics that give cards and corners. An adapter (api-football.adapter.ts) turns the provider's answers into these.

export interface ProviderTeam {
  id: string;
  name: string;
  logo: string;
}

/** Where a fixture stands: not started, in play, finished, or called off / postponed. */
export type FixturePhase = 'scheduled' | 'live' | 'finished' | 'off';

export interface ProviderFixture {
  id: string;
  date: Date;
  /** The provider's own status code (NS, 1H, FT, PEN...). */
  status: string;
  phase: FixturePhase;
  /** Minutes played while in play. */
  elapsed: number | null;
  /** The provider's round, such as "Regular Season - 12". */
  round: string;
  home: ProviderTeam;
  away: ProviderTeam;
  goals: { home: number | null; away: number | null };
}

/** One side's counts; null while the provider does not give them. */
export interface SideStats {
  yellow: number | null;
  red: number | null;
  corners: number | null;
}

export interface FixtureStats {
  home: SideStats;
  away: SideStats;
}

/** Why a provider call failed: the poll records it and stops, the server never does. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'rate-limited' | 'budget' | 'timeout' | 'http' | 'bad-answer' | 'provider',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ResultsProvider {
  /** Shown in the log of corrections ("import" by this provider). */
  readonly name: string;
  fixtures(): Promise<ProviderFixture[]>;
  /** Fixtures in play now (in this league). */
  live(): Promise<ProviderFixture[]>;
  /** Cards and corners of a fixture; null when the provider has none (yet). */
  statistics(fixture: Pick<ProviderFixture, 'id' | 'home' | 'away'>): Promise<FixtureStats | null>;
}
