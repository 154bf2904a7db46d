import { toastsMachine } from '@matjar/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { Button } from '../src/Button.tsx'
import { Dialog } from '../src/Dialog.tsx'
import { ImageViewer } from '../src/ImageViewer.tsx'
import { LoadingBar } from '../src/LoadingBar.tsx'
import { Popover } from '../src/Popover.tsx'
import { PasswordField, TextField } from '../src/TextField.tsx'
import { ToastRegion } from '../src/ToastRegion.tsx'
import { useImageViewerActor } from '../src/use-image-viewer-actor.ts'
import { useLoadingBarActor } from '../src/use-loading-bar-actor.ts'
import { languageOf, picture, row, say } from './support.tsx'

const meta: Meta = { title: 'Overlays' }
export default meta
type Story = StoryObj

export const ConfirmDialog: Story = {
  name: 'Dialog',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <Dialog.Root defaultOpen>
        <Dialog.Trigger asChild>
          <Button variant="outline">{say(l, 'Cancel order', 'إلغاء الطلب')}</Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>{say(l, 'Cancel the order?', 'إلغاء الطلب؟')}</Dialog.Title>
          <Dialog.Description>
            {say(
              l,
              'Are you sure you want to cancel this order?',
              'هل أنت متأكد من إلغاء هذا الطلب؟',
            )}
          </Dialog.Description>
          <div style={row}>
            <Button>{say(l, 'Yes, cancel', 'نعم، ألغِ الطلب')}</Button>
            <Dialog.Close asChild>
              <Button variant="outline">{say(l, 'Keep it', 'لا، أبقِه')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Root>
    )
  },
}

export const LoginDropdown: Story = {
  name: 'Popover: login dropdown',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={{ display: 'flex', justifyContent: 'flex-end', blockSize: '22rem' }}>
        <Popover.Root defaultOpen>
          <Popover.Trigger asChild>
            <Button size="sm">{say(l, 'Sign in', 'تسجيل الدخول')}</Button>
          </Popover.Trigger>
          <Popover.Content
            aria-label={say(l, 'Sign in', 'تسجيل الدخول')}
            style={{ inlineSize: '18rem' }}
          >
            <TextField label={say(l, 'Email', 'البريد الإلكتروني')} type="email" />
            <PasswordField label={say(l, 'Password', 'كلمة المرور')} language={l} />
            <Button>{say(l, 'Sign in', 'تسجيل الدخول')}</Button>
            <a href="#register">{say(l, 'Create an account', 'إنشاء حساب')}</a>
          </Popover.Content>
        </Popover.Root>
      </div>
    )
  },
}

const kinds = ['info', 'success', 'warning', 'error', 'question'] as const

export const Toasts: Story = {
  name: 'Toast region',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    const toasts = useActorRef(toastsMachine)
    useEffect(() => {
      const texts = {
        info: say(l, 'Your order is on its way', 'طلبك في الطريق'),
        success: say(l, 'Added to cart', 'تمت الإضافة إلى السلة'),
        warning: say(l, 'Not enough stock available', 'الكمية المتوفرة غير كافية'),
        error: say(l, 'Failed to add item to cart', 'تعذرت إضافة المنتج إلى السلة'),
        question: say(
          l,
          'Are you sure you want to cancel this order?',
          'هل أنت متأكد من إلغاء هذا الطلب؟',
        ),
      }
      toasts.send({ type: 'toasts.clear' })
      for (const kind of kinds) {
        toasts.send({
          type: 'toasts.show',
          kind,
          message: texts[kind],
          title: kind === 'warning' ? say(l, 'Warning', 'تحذير') : undefined,
          timeoutMs: 0,
        })
      }
    }, [toasts, l])
    return (
      <div style={{ blockSize: '26rem' }}>
        <Button
          onClick={() =>
            toasts.send({
              type: 'toasts.show',
              kind: 'success',
              message: say(l, 'Added to cart', 'تمت الإضافة إلى السلة'),
            })
          }
        >
          {say(l, 'Show a toast (2500 ms)', 'أظهر إشعارًا (2500 مللي ثانية)')}
        </Button>
        <ToastRegion actor={toasts} language={l} />
      </div>
    )
  },
}

export const Loading: Story = {
  name: 'Loading bar',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    const bar = useLoadingBarActor()
    useEffect(() => {
      bar.send({ type: 'loadingBar.start' })
    }, [bar])
    return (
      <div style={row}>
        <LoadingBar actor={bar} language={l} />
        <Button size="sm" onClick={() => bar.send({ type: 'loadingBar.start' })}>
          {say(l, 'Start', 'ابدأ')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => bar.send({ type: 'loadingBar.finish' })}>
          {say(l, 'Finish', 'انتهِ')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => bar.send({ type: 'loadingBar.error' })}>
          {say(l, 'Fail', 'فشل')}
        </Button>
      </div>
    )
  },
}

export const Viewer: Story = {
  name: 'Image viewer',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    const viewer = useImageViewerActor()
    const images = useMemo(
      () => [
        { src: picture('#f3e7da', '1'), alt: say(l, 'Dallah, front', 'الدلة من الأمام') },
        { src: picture('#f8d35e', '2'), alt: say(l, 'Dallah, side', 'الدلة من الجانب') },
        { src: picture('#ffffff', '3'), alt: say(l, 'Dallah, lid', 'غطاء الدلة') },
      ],
      [l],
    )
    useEffect(() => {
      viewer.send({ type: 'viewer.open', images })
    }, [viewer, images])
    return (
      <>
        <Button onClick={() => viewer.send({ type: 'viewer.open', images })}>
          {say(l, 'Open the gallery', 'افتح المعرض')}
        </Button>
        <ImageViewer actor={viewer} language={l} />
      </>
    )
  },
}
