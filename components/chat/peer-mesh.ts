// The chat page's peer-to-peer links: one RTCPeerConnection with one data
// channel per peer in the room. Offers, answers and ICE candidates travel
// through the signalling socket (`signal`); chat messages only ever travel
// over the data channels. The peer that joins calls everyone already there,
// so two peers never offer to each other at once.

export type SignalData = { type: "description"; description: RTCSessionDescriptionInit } | { type: "candidate"; candidate: RTCIceCandidateInit };

export type MeshEvents = {
  signal(to: string, data: SignalData): void;
  message(from: string, text: string): void;
  /** A peer's data channel opened (true) or closed (false). */
  link(peer: string, open: boolean): void;
};

type Peer = {
  pc: RTCPeerConnection;
  channel: RTCDataChannel | null;
  /** Signals for one peer are applied in order (each step awaits the last). */
  queue: Promise<void>;
  /** Candidates that arrived before the remote description. */
  early: RTCIceCandidateInit[];
};

function isSignal(data: unknown): data is SignalData {
  const d = data as SignalData | null;
  return !!d && ((d.type === "description" && typeof d.description === "object") || (d.type === "candidate" && typeof d.candidate === "object"));
}

export class PeerMesh {
  private readonly peers = new Map<string, Peer>();

  constructor(
    private readonly iceServers: RTCIceServer[],
    private readonly events: MeshEvents,
  ) {}

  /** Calls a peer already in the room: a data channel, then an offer. */
  async call(id: string): Promise<void> {
    const peer = this.open(id);
    this.attach(id, peer, peer.pc.createDataChannel("chat"));
    await peer.pc.setLocalDescription(await peer.pc.createOffer());
    this.events.signal(id, { type: "description", description: peer.pc.localDescription!.toJSON() });
  }

  /** A signaling_message from a peer. */
  receive(from: string, data: unknown): void {
    if (!isSignal(data)) return;
    // An offer always starts a fresh link (the peer called again); anything else needs one under way.
    const offer = data.type === "description" && data.description.type === "offer";
    const peer = offer ? this.open(from) : this.peers.get(from);
    if (!peer) return;
    peer.queue = peer.queue.then(() => this.apply(from, peer, data)).catch(() => this.drop(from));
  }

  /** Sends over the peer's data channel; false when it is not open. */
  send(id: string, text: string): boolean {
    const channel = this.peers.get(id)?.channel;
    if (channel?.readyState !== "open") return false;
    channel.send(JSON.stringify({ message: text }));
    return true;
  }

  drop(id: string): void {
    const peer = this.peers.get(id);
    if (!peer) return;
    this.peers.delete(id);
    peer.channel?.close();
    peer.pc.close();
    this.events.link(id, false);
  }

  close(): void {
    for (const id of [...this.peers.keys()]) this.drop(id);
  }

  private open(id: string): Peer {
    this.drop(id);
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    const peer: Peer = { pc, channel: null, queue: Promise.resolve(), early: [] };
    pc.onicecandidate = (event) => {
      if (event.candidate) this.events.signal(id, { type: "candidate", candidate: event.candidate.toJSON() });
    };
    pc.ondatachannel = (event) => this.attach(id, peer, event.channel);
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === "failed" && this.peers.get(id) === peer) this.drop(id);
    };
    this.peers.set(id, peer);
    return peer;
  }

  private attach(id: string, peer: Peer, channel: RTCDataChannel): void {
    peer.channel = channel;
    const current = () => this.peers.get(id) === peer;
    channel.onopen = () => current() && this.events.link(id, true);
    channel.onclose = () => current() && this.events.link(id, false);
    channel.onmessage = (event) => {
      try {
        const { message } = JSON.parse(String(event.data)) as { message?: unknown };
        if (typeof message === "string" && message.trim()) this.events.message(id, message);
      } catch {
        // not a chat message: ignored
      }
    };
  }

  private async apply(from: string, peer: Peer, data: SignalData): Promise<void> {
    const { pc } = peer;
    if (data.type === "candidate") {
      if (pc.remoteDescription) await pc.addIceCandidate(data.candidate);
      else peer.early.push(data.candidate);
      return;
    }
    await pc.setRemoteDescription(data.description);
    for (const candidate of peer.early.splice(0)) await pc.addIceCandidate(candidate);
    if (data.description.type === "offer") {
      await pc.setLocalDescription(await pc.createAnswer());
      this.events.signal(from, { type: "description", description: pc.localDescription!.toJSON() });
    }
  }
}
