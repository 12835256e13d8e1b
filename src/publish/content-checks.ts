import type { HealthCounts } from '../content-health/health-report-file.js';
import { healthSummary } from '../content-health/report-table.js';

/** What the publish status says of the content's health: the last check's counts and report, and the build it followed. */
export interface ContentHealthStatus extends HealthCounts {
  buildId: string;
  /** When the check ended (ISO). */
  checked: string;
}

/**
 * The content check publishing runs after each build that went live: in the background, so a publish is live as soon
 * as its pages are, and one at a time; builds that end while a check runs get one check after it, of the newest. A
 * check that fails is logged and the last good counts stay.
 */
export class ContentChecks {
  private last: ContentHealthStatus | undefined;
  private running: Promise<void> | undefined;
  private next: string | undefined;

  constructor(
    private readonly check: () => Promise<HealthCounts>,
    private readonly log: (message: string) => void,
  ) {}

  /** The last check's status, or null before the first one ends. */
  status(): ContentHealthStatus | null {
    return this.last ?? null;
  }

  /** Checks the content once the build `buildId` is live. */
  afterBuild(buildId: string): void {
    this.next = buildId;
    this.running ??= this.drain();
  }

  /** Resolves when no check runs or waits. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.next !== undefined) {
      const buildId = this.next;
      this.next = undefined;
      try {
        const counts = await this.check();
        this.last = { ...counts, buildId, checked: new Date().toISOString() };
        this.log(`[publish] ${buildId}: ${healthSummary(counts)} (report: ${counts.report})`);
      } catch (error) {
        this.log(
          `[publish] ${buildId}: content check failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    this.running = undefined;
  }
}
