/**
 * Saves a campaign draft as the creator types: the first save creates the draft (POST), later ones
 * PATCH it; saves never overlap (the newest waiting input is sent after the one in flight), an
 * unchanged input is not sent again, and autosave waits `delayMs` after the last change. A change
 * still waiting is never dropped: `flush()` sends it at once (a step change, leaving the page, the
 * editor closing), and a failed save keeps it to send again.
 * Plain TypeScript so the rules are tested without React.
 */
import type { CampaignDetail, CampaignDraftInput } from '@crowdspark/shared/contracts/campaigns';
import { draftFingerprint } from '@/features/campaigns/lib/editor-form';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface SaverState {
  campaignId: string | null;
  status: SaveStatus;
  savedAt: Date | null;
  error: unknown;
}

export interface DraftSaverOptions {
  campaignId: string | null;
  create: (input: CampaignDraftInput) => Promise<CampaignDetail>;
  update: (id: string, input: CampaignDraftInput) => Promise<CampaignDetail>;
  onChange: (state: SaverState) => void;
  /** Called with the server's answer after each successful save. */
  onSaved?: (campaign: CampaignDetail) => void;
  delayMs?: number;
  /** The fingerprint of what the server already holds (an opened draft). */
  initialFingerprint?: string | null;
}

export const AUTOSAVE_DELAY_MS = 1500;

export class DraftSaver {
  private state: SaverState;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The input the timer will send (or the last one that failed to save), until it is saved. */
  private unsaved: CampaignDraftInput | null = null;
  private waiting: CampaignDraftInput | null = null;
  private inFlight: Promise<CampaignDetail | null> | null = null;
  private lastSaved: string | null;
  private onSaved: ((campaign: CampaignDetail) => void) | undefined;

  constructor(private readonly options: DraftSaverOptions) {
    this.state = { campaignId: options.campaignId, status: 'idle', savedAt: null, error: null };
    this.lastSaved = options.initialFingerprint ?? null;
    this.onSaved = options.onSaved;
  }

  /** Replaces the after-save callback (components pass their latest closure). */
  setOnSaved(callback: ((campaign: CampaignDetail) => void) | undefined): void {
    this.onSaved = callback;
  }

  get current(): SaverState {
    return this.state;
  }

  private setState(patch: Partial<SaverState>): void {
    this.state = { ...this.state, ...patch };
    this.options.onChange(this.state);
  }

  /** The form changed: save `input` after the quiet period (restarting it on every change). */
  schedule(input: CampaignDraftInput): void {
    if (draftFingerprint(input) === this.lastSaved && !this.inFlight) return;
    if (this.timer) clearTimeout(this.timer);
    this.unsaved = input;
    this.setState({ status: 'pending' });
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.saveNow(input).catch(() => undefined);
    }, this.options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /**
   * Saves at once (the "Save draft" button, before launch or an upload). Resolves with the saved
   * campaign, or null when nothing needed saving; rejects with the API error.
   */
  async saveNow(input: CampaignDraftInput, { force = false } = {}): Promise<CampaignDetail | null> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.inFlight) {
      this.waiting = input;
      await this.inFlight.catch(() => null);
      if (this.waiting !== input) return null;
    }
    this.waiting = null;
    const fingerprint = draftFingerprint(input);
    if (!force && fingerprint === this.lastSaved && this.state.campaignId) {
      this.setState({ status: 'saved' });
      return null;
    }
    this.setState({ status: 'saving', error: null });
    const id = this.state.campaignId;
    const request = id ? this.options.update(id, input) : this.options.create(input);
    this.inFlight = request;
    try {
      const campaign = await request;
      this.lastSaved = fingerprint;
      if (this.unsaved && draftFingerprint(this.unsaved) === fingerprint) this.unsaved = null;
      // A change typed meanwhile is still waiting for its own save.
      this.setState({ campaignId: campaign.id, status: this.timer ? 'pending' : 'saved', savedAt: new Date(), error: null });
      this.onSaved?.(campaign);
      return campaign;
    } catch (error) {
      // Kept to send again (flush, the retry button): a failed save never loses the edit.
      if (!this.timer) this.unsaved = this.waiting ?? input;
      this.setState({ status: 'error', error });
      throw error;
    } finally {
      this.inFlight = null;
    }
  }

  /** Makes sure a draft exists (uploads need its id). */
  async ensureCampaign(input: CampaignDraftInput): Promise<string> {
    if (this.state.campaignId) return this.state.campaignId;
    const campaign = await this.saveNow(input, { force: true });
    return campaign?.id ?? this.state.campaignId ?? '';
  }

  /** Whether an edit is not on the server yet (waiting, being sent, or refused). */
  get hasUnsavedChanges(): boolean {
    return this.timer !== null || this.inFlight !== null || this.state.status === 'error';
  }

  /**
   * Sends the edit still waiting, now, and resolves once every save has settled: true when all is
   * on the server, false when a save failed (the edit is kept for the next try).
   */
  async flush(): Promise<boolean> {
    try {
      if (this.unsaved) await this.saveNow(this.unsaved);
      else if (this.inFlight) await this.inFlight;
    } catch {
      return false;
    }
    return this.state.status !== 'error';
  }

  /** The editor closes: what is still waiting is sent now, not dropped with the timer. */
  dispose(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      void this.flush();
    }
  }
}
