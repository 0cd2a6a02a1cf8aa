import sharp from 'sharp';

import { fetchApi, type ApiRequest } from '../support/api-fetch';
import { claimsOf, lastCodeSentTo, uniquePhone } from '../support/accounts';
import { jpegImage, multipartBody, postFields, type UploadFile } from '../support/posts';
import { holdRequest, type HeldRequest, type RawRequest } from '../support/raw-http';
import { connectSocket, type Received } from '../support/sockets';
import { readOutboxIn } from '../support/test-app';

/** No request may take longer: past it the request counts as hung, which fails the suite. */
const REQUEST_LIMIT_MS = 15_000;
/** Photos several posts share, as people post the same picture; the others are new each time. */
const SHARED_PHOTO_COUNT = 12;
const SHARED_PHOTO_SHARE = 0.2;
const PASSWORD = 'olive trees in Ajloun';

export { seededRandom } from '../support/seeded-random';

/** A line in the run's output: the seed to draw the run again, and what it did. */
export function report(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** The seed of this run: FAULT_SEED when set, so a failure's run can be drawn again. */
export function runSeed(): number {
  const given = Number(process.env.FAULT_SEED);
  return Number.isInteger(given) && given > 0 ? given : 22;
}

export interface Member {
  id: number;
  email: string;
  token: string;
}

export type Outcome = { status: number; body: string } | 'failed' | 'hung';

const acknowledged = (outcome: Outcome) =>
  typeof outcome === 'object' && outcome.status >= 200 && outcome.status < 300;

/** A marker no other write carries, and no other marker contains: `fx` round `n` number `x`. */
export const MARKER = /fxr\d+n\d+x/g;

export interface PostRecord {
  marker: string;
  ownerId: number;
  photos: number;
  acked: boolean;
  id?: number;
  /** the edits sent, in order: each sets the description to a marker of its own */
  edits: { marker: string; acked: boolean }[];
  /** an edit or a claim is in flight, or the post was claimed: no further edit */
  busy: boolean;
  claimed: boolean;
}

/** A message (REST or socket) or a rating: a marker in its text. */
export interface TextRecord {
  kind: 'message' | 'rating';
  marker: string;
  /** the members whose deletion takes it away */
  memberIds: number[];
  acked: boolean;
}

/**
 * A write held while its member's session ends (a password change): `sessionEnded` when the
 * change was acknowledged before the write's body was finished. Its marker is in the post's
 * title, the edit's description, the claim's note or the message.
 */
export interface StalledRecord {
  kind: 'post' | 'edit' | 'claim' | 'message';
  marker: string;
  sessionEnded: boolean;
  writeAcked: boolean;
}

/** A held write as it is sent: its session not yet ended, the write not yet acknowledged. */
const heldRecord = (kind: StalledRecord['kind'], marker: string): StalledRecord => ({
  kind,
  marker,
  sessionEnded: false,
  writeAcked: false,
});

/** A POST of `body` as JSON, signed in with `authorization`. */
const jsonPost = (path: string, authorization: string, body: unknown): RawRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', authorization },
  body: Buffer.from(JSON.stringify(body)),
});

/** What every write was sent as and what came back: the ground truth the checks compare with. */
export interface Ledger {
  posts: PostRecord[];
  texts: TextRecord[];
  confirmations: { claimId: number; acked: boolean }[];
  deletions: { memberId: number; acked: boolean }[];
  stalled: StalledRecord[];
  /** replies of 5xx other than 503, and requests that never came back */
  unexpected: string[];
  /** the number of writes acknowledged, for the log */
  acknowledgedCount: number;
}

interface Handover {
  donor: Member;
  receiver: Member;
}

/**
 * Members writing concurrently to the API at `api()` (another address after each restart):
 * posts with photos, edits that swap a photo, messages by REST and by socket, claims and their
 * confirmation, ratings, a member deleting their account while their writes are in flight, and
 * a write held while its member's session ends. Every write carries a unique marker and goes in
 * the ledger with whether it was acknowledged.
 */
export class Workload {
  readonly ledger: Ledger = {
    posts: [],
    texts: [],
    confirmations: [],
    deletions: [],
    stalled: [],
    unexpected: [],
    acknowledgedCount: 0,
  };
  readonly members: Member[] = [];
  private readonly handovers: Handover[] = [];
  /** `receiver>donor` of every rating sent */
  private readonly ratedPairs = new Set<string>();
  private readonly sockets = new Map<number, Received>();
  private sharedPhotos: UploadFile[] = [];
  private photoCounter = 0;
  private round = 0;
  private counter = 0;
  private stopped = false;
  private running: Promise<void>[] = [];
  /** requests sent and not answered yet */
  inFlight = 0;

  constructor(
    private readonly api: () => string,
    private readonly dataDir: string,
    readonly random: () => number,
    /** 503 is a fair answer while the database or Redis is away */
    private readonly unavailableAllowed = false,
  ) {}

  async preparePhotos(): Promise<void> {
    for (let hue = 0; hue < SHARED_PHOTO_COUNT; hue += 1) {
      this.sharedPhotos.push(await jpegImage(hue, 320, 240));
    }
  }

  /** A shared photo, or one no other upload had: a new file, so a cut-off write can orphan it. */
  private async photo(): Promise<UploadFile> {
    if (this.random() < SHARED_PHOTO_SHARE) return this.pick(this.sharedPhotos);
    this.photoCounter += 1;
    const n = this.photoCounter;
    const content = await sharp({
      create: {
        width: 320,
        height: 240,
        channels: 3,
        background: { r: n % 256, g: Math.floor(n / 256) % 256, b: 17 + (this.round % 200) },
      },
    })
      .jpeg()
      .toBuffer();
    return { name: `photo-${n}.jpg`, type: 'image/jpeg', content };
  }

  private pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('picked from nothing');
    return item;
  }

  private nextMarker(): string {
    this.counter += 1;
    return `fxr${this.round}n${this.counter}x`;
  }

  async send(route: string, init: ApiRequest = {}, token?: string): Promise<Outcome> {
    this.inFlight += 1;
    try {
      const outcome = await fetchApi(
        this.api(),
        route,
        init,
        token,
        AbortSignal.timeout(REQUEST_LIMIT_MS),
      );
      if (outcome.status >= 500 && !(outcome.status === 503 && this.unavailableAllowed)) {
        this.ledger.unexpected.push(
          `${init.method ?? 'GET'} ${route}: ${outcome.status} ${outcome.body}`,
        );
      }
      return outcome;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        this.ledger.unexpected.push(
          `${init.method ?? 'GET'} ${route}: no answer in ${REQUEST_LIMIT_MS} ms`,
        );
        return 'hung';
      }
      return 'failed';
    } finally {
      this.inFlight -= 1;
    }
  }

  /** Registers a member as the web app does: a texted code read from the outbox, then the form. */
  async register(): Promise<Member> {
    const phone = uniquePhone();
    const name = `fault${phone.slice(-7)}`;
    const email = `${name}@example.jo`;
    const expectCreated = (outcome: Outcome, status: number, what: string) => {
      if (typeof outcome !== 'object' || outcome.status !== status) {
        throw new Error(`${what}: ${JSON.stringify(outcome)}`);
      }
      return JSON.parse(outcome.body) as Record<string, string>;
    };
    expectCreated(
      await this.send('/api/verify/send', { method: 'POST', json: { phone } }),
      200,
      'sending a code',
    );
    const outbox = { readOutbox: () => readOutboxIn(this.dataDir) };
    const checked = expectCreated(
      await this.send('/api/verify/check', {
        method: 'POST',
        json: { phone, code: await lastCodeSentTo(outbox, phone) },
      }),
      200,
      'checking the code',
    );
    const registered = expectCreated(
      await this.send('/authentication/registration', {
        method: 'POST',
        json: {
          username: name,
          email,
          password: PASSWORD,
          phone_number: phone,
          verificationToken: checked.verificationToken,
        },
      }),
      201,
      'registering',
    );
    const token = registered.jwtToken ?? '';
    return { id: Number(claimsOf(token).userId), email, token };
  }

  async addMembers(count: number): Promise<void> {
    for (let added = 0; added < count; added += 1) this.members.push(await this.register());
  }

  /**
   * Readies a round against the server now running: new members (one to stay, one to leave,
   * one whose session will end under a held write) and sockets for some members.
   */
  async beginRound(
    round: number,
    socketCount: number,
  ): Promise<{ leaver: Member; stalled: Member }> {
    this.round = round;
    this.stopped = false;
    this.sockets.clear();
    this.members.push(await this.register());
    const leaver = await this.register();
    const stalled = await this.register();
    const opened = new Set<Member>();
    while (opened.size < Math.min(socketCount, this.members.length))
      opened.add(this.pick(this.members));
    for (const member of opened) {
      this.sockets.set(member.id, await connectSocket(this.api(), member.token));
    }
    return { leaver, stalled };
  }

  /** Starts `workers` loops of random writes, and the leaver's and the stalled member's. */
  start(workers: number, extras: { leaver?: Member; stalled?: Member } = {}): void {
    this.running = Array.from({ length: workers }, () => this.workerLoop());
    if (extras.leaver) this.running.push(this.leave(extras.leaver));
    if (extras.stalled) this.running.push(this.stallWrites(extras.stalled));
  }

  /** Stops the loops and waits for every write sent to come back (or fail). */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
    this.running = [];
    for (const socket of this.sockets.values()) socket.socket.close();
    this.sockets.clear();
  }

  private async workerLoop(): Promise<void> {
    while (!this.stopped) {
      const draw = this.random();
      const member = this.pick(this.members);
      if (draw < 0.25) await this.createPost(member);
      else if (draw < 0.4) await this.editPost(member);
      else if (draw < 0.55) await this.messageByRest(member, this.pick(this.members));
      else if (draw < 0.7) await this.messageBySocket(member, this.pick(this.members));
      else if (draw < 0.85) await this.handover(member, this.pick(this.members));
      else await this.rate();
    }
  }

  private record(outcome: Outcome): boolean {
    const ok = acknowledged(outcome);
    if (ok) this.ledger.acknowledgedCount += 1;
    return ok;
  }

  async createPost(member: Member, fields: Record<string, string> = {}): Promise<PostRecord> {
    const marker = this.nextMarker();
    const photos = [await this.photo()];
    if (this.random() < 0.5) photos.push(await this.photo());
    const record: PostRecord = {
      marker,
      ownerId: member.id,
      photos: photos.length,
      acked: false,
      edits: [],
      busy: false,
      claimed: false,
    };
    this.ledger.posts.push(record);
    const form = multipartBody(postFields({ title: `Chair ${marker}`, ...fields }), photos);
    const outcome = await this.send('/create_post', { method: 'POST', form }, member.token);
    if (this.record(outcome) && typeof outcome === 'object') {
      record.acked = true;
      record.id = (JSON.parse(outcome.body) as { post_id: number }).post_id;
    }
    return record;
  }

  /** A new description and a photo swapped: the first one removed, another added. */
  private async editPost(member: Member): Promise<void> {
    const mine = this.ledger.posts.filter(
      (post) => post.ownerId === member.id && post.acked && !post.busy && !post.claimed,
    );
    if (mine.length === 0) {
      await this.createPost(member);
      return;
    }
    const post = this.pick(mine);
    const marker = this.nextMarker();
    const edit = { marker, acked: false };
    post.edits.push(edit);
    post.busy = true;
    const form = multipartBody(
      postFields({
        title: `Chair ${post.marker}`,
        description: `Edited as ${marker} with more words.`,
        deletedImages: '[0]',
      }),
      [await this.photo()],
    );
    const outcome = await this.send(
      `/Posting/update-post/${post.id}`,
      { method: 'PUT', form },
      member.token,
    );
    edit.acked = this.record(outcome);
    post.busy = false;
  }

  private async messageByRest(from: Member, to: Member): Promise<void> {
    if (from.id === to.id) return;
    const record = this.textRecord('message', [from.id, to.id]);
    const outcome = await this.send(
      '/messages',
      {
        method: 'POST',
        json: { receiver_id: to.id, content: `Is it still there? ${record.marker}` },
      },
      from.token,
    );
    record.acked = this.record(outcome);
  }

  private async messageBySocket(from: Member, to: Member): Promise<void> {
    const socket = this.sockets.get(from.id);
    if (!socket?.socket.connected || from.id === to.id) {
      await this.messageByRest(from, to);
      return;
    }
    const record = this.textRecord('message', [from.id, to.id]);
    const answer = await this.emitMessage(socket, to.id, `By socket ${record.marker}`);
    record.acked = answer;
    if (answer) this.ledger.acknowledgedCount += 1;
  }

  /** Sends a message by socket; true once the server acknowledged it as stored. */
  emitMessage(socket: Received, toUserId: number, message: string): Promise<boolean> {
    this.inFlight += 1;
    return new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        socket.socket.off('disconnect', lost);
        resolve(ok);
      };
      const lost = () => done(false);
      const timer = setTimeout(() => {
        this.ledger.unexpected.push(`socket message: no acknowledgement in ${REQUEST_LIMIT_MS} ms`);
        done(false);
      }, REQUEST_LIMIT_MS);
      socket.socket.once('disconnect', lost);
      socket.socket.emit('private_message', { toUserId, message }, (reply) => done(reply.ok));
    }).finally(() => (this.inFlight -= 1));
  }

  private textRecord(kind: TextRecord['kind'], memberIds: number[]): TextRecord {
    const record = { kind, marker: this.nextMarker(), memberIds, acked: false };
    this.ledger.texts.push(record);
    return record;
  }

  /** `receiver` claims one of `donor`'s posts, and the donor confirms the handover. */
  private async handover(donor: Member, receiver: Member): Promise<void> {
    const available = this.ledger.posts.filter(
      (post) => post.ownerId === donor.id && post.acked && !post.busy && !post.claimed,
    );
    if (donor.id === receiver.id || available.length === 0) {
      await this.createPost(donor);
      return;
    }
    const post = this.pick(available);
    post.claimed = true;
    const claimed = await this.send(
      '/api/donations/claims',
      { method: 'POST', json: { post_id: post.id } },
      receiver.token,
    );
    if (!this.record(claimed) || typeof claimed !== 'object') return;
    const claimId = (JSON.parse(claimed.body) as { claim_id: number }).claim_id;
    const confirmation = { claimId, acked: false };
    this.ledger.confirmations.push(confirmation);
    const confirmed = await this.send(
      `/api/donations/claims/${claimId}/confirm`,
      { method: 'PUT' },
      donor.token,
    );
    confirmation.acked = this.record(confirmed);
    if (confirmation.acked) this.handovers.push({ donor, receiver });
  }

  /** The receiver of a confirmed handover rates its donor, once. */
  private async rate(): Promise<void> {
    // A member rates another once, however many handovers they had.
    const unrated = this.handovers.filter(
      (handover) => !this.ratedPairs.has(`${handover.receiver.id}>${handover.donor.id}`),
    );
    if (unrated.length === 0) {
      await this.createPost(this.pick(this.members));
      return;
    }
    const handover = this.pick(unrated);
    this.ratedPairs.add(`${handover.receiver.id}>${handover.donor.id}`);
    const record = this.textRecord('rating', [handover.donor.id, handover.receiver.id]);
    const outcome = await this.send(
      '/api/feedback',
      {
        method: 'POST',
        json: {
          receiver_id: handover.donor.id,
          rating: 1 + Math.floor(this.random() * 5),
          comment: `Thank you ${record.marker}`,
        },
      },
      handover.receiver.token,
    );
    record.acked = this.record(outcome);
  }

  /** A member posts and writes to others while deleting their own account. */
  private async leave(leaver: Member): Promise<void> {
    const deletion = { memberId: leaver.id, acked: false };
    this.ledger.deletions.push(deletion);
    const writes = [
      this.createPost(leaver),
      this.messageByRest(leaver, this.pick(this.members)),
      this.messageByRest(this.pick(this.members), leaver),
    ];
    await new Promise((resolve) => setTimeout(resolve, this.random() * 300));
    const deleted = await this.send(
      '/api/users/me',
      { method: 'DELETE', json: { password: PASSWORD } },
      leaver.token,
    );
    deletion.acked = this.record(deleted);
    await Promise.all(writes);
  }

  /**
   * The member's next writes as held requests: a post created, one of their posts edited with a
   * photo swapped (the post is made first, unheld), a claim on another member's post with a
   * note, and a message to another member.
   */
  private async stalledRequests(
    member: Member,
  ): Promise<{ record: StalledRecord; request: RawRequest; edit?: PostRecord['edits'][number] }[]> {
    const authorization = `Bearer ${member.token}`;
    const requests = [];
    const created = this.nextMarker();
    const createForm = multipartBody(postFields({ title: `Stalled ${created}` }), [
      await this.photo(),
    ]);
    requests.push({
      record: heldRecord('post', created),
      request: {
        method: 'POST',
        path: '/create_post',
        headers: { ...createForm.headers, authorization },
        body: createForm.payload,
      },
    });
    const post = await this.createPost(member);
    if (post.acked) {
      // Nobody else edits it: its member writes only through held requests from here on.
      post.busy = true;
      const edited = this.nextMarker();
      const edit = { marker: edited, acked: false };
      post.edits.push(edit);
      const editForm = multipartBody(
        postFields({
          title: `Chair ${post.marker}`,
          description: `Edited as ${edited} while held.`,
          deletedImages: '[0]',
        }),
        [await this.photo()],
      );
      requests.push({
        record: heldRecord('edit', edited),
        request: {
          method: 'PUT',
          path: `/Posting/update-post/${post.id}`,
          headers: { ...editForm.headers, authorization },
          body: editForm.payload,
        },
        edit,
      });
    }
    // Of members who stay: a deleted member's posts take their claims with them.
    const stayingIds = new Set(this.members.map((staying) => staying.id));
    const claimable = this.ledger.posts.filter(
      (post) => stayingIds.has(post.ownerId) && post.acked && !post.busy && !post.claimed,
    );
    if (claimable.length > 0) {
      // No one else claims or edits it from here on: the held claim may be the one it keeps.
      const wanted = this.pick(claimable);
      wanted.claimed = true;
      const claimed = this.nextMarker();
      requests.push({
        record: heldRecord('claim', claimed),
        request: jsonPost('/api/donations/claims', authorization, {
          post_id: wanted.id,
          message: `May I have it? ${claimed}`,
        }),
      });
    }
    const written = this.nextMarker();
    requests.push({
      record: heldRecord('message', written),
      request: jsonPost('/messages', authorization, {
        receiver_id: this.pick(this.members).id,
        content: `Held ${written}`,
      }),
    });
    return requests;
  }

  /**
   * Writes of each kind a member makes (a post, an edit with a photo swap, a claim, a message), each held
   * after its body's first byte while the member changes their password, which ends the session
   * they were sent with; then the rest of each body. Recorded per write: whether the session had
   * ended first, and whether the write was acknowledged.
   */
  private async stallWrites(member: Member): Promise<void> {
    const port = Number(new URL(this.api()).port);
    const held: { record: StalledRecord; request: HeldRequest; edit?: { acked: boolean } }[] = [];
    try {
      for (const { record, request, edit } of await this.stalledRequests(member)) {
        this.ledger.stalled.push(record);
        held.push({ record, request: await holdRequest(port, request), edit });
      }
    } catch {
      // The server went away before every write was held: those held are still finished.
    }
    const endSession = async () => {
      const changed = await this.send(
        '/change-password',
        { method: 'PUT', json: { currentPassword: PASSWORD, newPassword: `${PASSWORD} again` } },
        member.token,
      );
      return acknowledged(changed);
    };
    const finishWrites = () =>
      Promise.all(
        held.map(async ({ record, request, edit }) => {
          try {
            const reply = await request.finish();
            record.writeAcked = reply.status >= 200 && reply.status < 300;
          } catch {
            // The server was killed with the request held: not acknowledged.
            record.writeAcked = false;
          }
          if (edit) edit.acked = record.writeAcked;
        }),
      );
    try {
      if (this.random() < 0.5) {
        // The session ends before the bodies' rest is sent: every write must be refused.
        const ended = await endSession();
        for (const { record } of held) record.sessionEnded = ended;
        await finishWrites();
      } else {
        // All at once: either may win, but each write is whole or absent.
        await Promise.all([endSession(), finishWrites()]);
      }
    } finally {
      for (const { request } of held) request.destroy();
    }
  }

  /** How many writes of each kind were sent and acknowledged, for the log. */
  summary(): string {
    const { posts, texts, confirmations, deletions, stalled } = this.ledger;
    const of = <T>(rows: T[], acked: (row: T) => boolean) =>
      `${rows.filter(acked).length}/${rows.length}`;
    const edits = posts.flatMap((post) => post.edits);
    const messages = texts.filter((text) => text.kind === 'message');
    const ratings = texts.filter((text) => text.kind === 'rating');
    return [
      `posts ${of(posts, (post) => post.acked)}`,
      `edits ${of(edits, (edit) => edit.acked)}`,
      `messages ${of(messages, (text) => text.acked)}`,
      `ratings ${of(ratings, (text) => text.acked)}`,
      `confirmations ${of(confirmations, (row) => row.acked)}`,
      `deletions ${of(deletions, (row) => row.acked)}`,
      `held writes whose session ended first ${of(stalled, (row) => row.sessionEnded)}`,
      `held writes acknowledged ${of(stalled, (row) => row.writeAcked)}`,
    ].join(', ');
  }

  /** After a fault: the API answers a health check, a read and a write with no help. */
  async recoveryProblems(): Promise<string[]> {
    const problems: string[] = [];
    const [from, to] = [this.pick(this.members), this.pick(this.members)];
    const health = await this.send('/health');
    if (typeof health !== 'object' || health.status !== 200)
      problems.push(`health: ${JSON.stringify(health)}`);
    const read = await this.send('/Posting/my-posts', {}, from.token);
    if (typeof read !== 'object' || read.status !== 200)
      problems.push(`read: ${JSON.stringify(read)}`);
    if (from.id !== to.id) {
      const record = this.textRecord('message', [from.id, to.id]);
      const written = await this.send(
        '/messages',
        {
          method: 'POST',
          json: { receiver_id: to.id, content: `After recovery ${record.marker}` },
        },
        from.token,
      );
      record.acked = this.record(written);
      if (!record.acked) problems.push(`write: ${JSON.stringify(written)}`);
    }
    return problems;
  }
}
