// The little of a DOM event that prop getters (`connect…`) read: React's synthetic events and the
// DOM's own both fit, so the getters stay free of any framework.

/** Any event a getter may be handed: it acts only when no one prevented the default first. */
export interface EventLike {
  defaultPrevented: boolean
  preventDefault(): void
}

export interface KeyEventLike extends EventLike {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  stopPropagation(): void
  target: unknown
}

export interface PointerEventLike extends EventLike {
  clientX: number
  clientY: number
}

export interface WheelEventLike extends EventLike {
  deltaY: number
}

/** An event on an element whose place on the page the getter needs (a trigger's rectangle). */
export interface ElementEventLike extends EventLike {
  currentTarget: { getBoundingClientRect(): { bottom: number } }
}
