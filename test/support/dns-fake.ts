import { createSocket } from 'node:dgram'
import type { AddressInfo } from 'node:net'

/** A DNS server on loopback (UDP) answering TXT questions from its own table. */
export interface DnsFake {
  /** `host:port`, for `FOYER_DNS_SERVERS`. */
  address: string
  /** Publishes (replaces) the TXT records of a name. */
  setTxt(name: string, records: string[]): void
  close(): Promise<void>
}

const TXT = 16

/** Reads the question's name and type; undefined for a packet that is not one plain question. */
const readQuestion = (packet: Buffer) => {
  if (packet.length < 12 || packet.readUInt16BE(4) !== 1) return undefined
  const labels: string[] = []
  let offset = 12
  for (;;) {
    const length = packet[offset]
    if (length === undefined || length > 63) return undefined
    offset += 1
    if (length === 0) break
    labels.push(packet.subarray(offset, offset + length).toString('latin1'))
    offset += length
  }
  if (offset + 4 > packet.length) return undefined
  return {
    name: labels.join('.').toLowerCase(),
    type: packet.readUInt16BE(offset),
    end: offset + 4,
  }
}

const txtAnswer = (text: string): Buffer => {
  const bytes = Buffer.from(text, 'utf8')
  const chunks: Buffer[] = []
  for (let at = 0; at < bytes.length || at === 0; at += 255) {
    const chunk = bytes.subarray(at, at + 255)
    chunks.push(Buffer.from([chunk.length]), chunk)
    if (bytes.length === 0) break
  }
  const data = Buffer.concat(chunks)
  const head = Buffer.alloc(12)
  head.writeUInt16BE(0xc00c, 0) // the question's name
  head.writeUInt16BE(TXT, 2)
  head.writeUInt16BE(1, 4) // IN
  head.writeUInt32BE(60, 6)
  head.writeUInt16BE(data.length, 10)
  return Buffer.concat([head, data])
}

/**
 * Starts the suite's DNS: TXT records of the names `setTxt` published, an empty answer for other
 * types of those names, NXDOMAIN for any other name. Real DNS over UDP, so the server's resolver
 * (`FOYER_DNS_SERVERS`) is exercised as in production.
 */
export const startDnsFake = async (): Promise<DnsFake> => {
  const records = new Map<string, string[]>()
  const socket = createSocket('udp4')
  socket.on('message', (packet, peer) => {
    const question = readQuestion(packet)
    if (!question) return
    const known = records.get(question.name)
    const answers = question.type === TXT ? (known ?? []).map(txtAnswer) : []
    const header = Buffer.alloc(12)
    header.writeUInt16BE(packet.readUInt16BE(0), 0)
    header.writeUInt16BE(known ? 0x8180 : 0x8183, 2)
    header.writeUInt16BE(1, 4)
    header.writeUInt16BE(answers.length, 6)
    const reply = Buffer.concat([header, packet.subarray(12, question.end), ...answers])
    socket.send(reply, peer.port, peer.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  const { port } = socket.address() as AddressInfo
  return {
    address: `127.0.0.1:${port}`,
    setTxt: (name, values) => records.set(name.toLowerCase(), values),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  }
}
