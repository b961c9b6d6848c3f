import { useId, useState } from 'react'

import { displayMaskedPhone } from '@src/config/phoneShown'
import type { Wallet, WalletAccount } from '@src/lender/repayment/types'
import { digitsOnly } from '@src/lib/text'
import type { PickerProps } from '@src/ui/Picker'
import { useToast } from '@src/ui/Toaster'
import { whenOpen } from '@src/ui/whenOpen'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import { DigitsField } from './DigitsField'

/** The wallet picker opens at a tap: its code comes then, not with the screen. */
const Picker = whenOpen<PickerProps>(() => import('@src/ui/Picker').then((m) => m.Picker))

/** `onFile`: the lender's number when it came masked (shown as it is, never sent). */
export type WalletChoice = { wallet: Wallet | null; cardNo: string; onFile?: string }

/** A number the lender sent partly hidden ('0712****78'): letters or marks among the digits. */
export const isMaskedNumber = (s: string) => /\d/.test(s) && /[^\d\s+()-]/.test(s.trim())

/** The wallets offered: bankList, or the account's own wallet when the list is empty. */
export function walletOptions(wallets: Wallet[], account: WalletAccount): Wallet[] {
  if (wallets.length) return wallets
  return account.bankNode ? [{ name: account.bankName || account.bankNode, type: account.bankNode }] : []
}

/** Starts from the borrower's current account (bankCardInfo): its wallet type, else its name, else the first wallet. */
export function defaultWalletChoice(wallets: Wallet[], account: WalletAccount): WalletChoice {
  const options = walletOptions(wallets, account)
  const wallet = options.find((w) => w.type === account.bankNode) ?? options.find((w) => w.name === account.bankName) ?? options[0] ?? null
  // A masked number is not a number: digitsOnly would turn '0712****78' into '071278'
  // and send that. We show it as given and ask for the full number rather than send it masked:
  // SPEC 7 sends cardNo as the borrower's wallet number, and SPEC 5 keeps it digits only.
  if (isMaskedNumber(account.cardNo)) return { wallet, cardNo: '', onFile: account.cardNo.trim() }
  return { wallet, cardNo: digitsOnly(account.cardNo) }
}

/**
 * The wallet a payment goes from (Repay and RepayDelay alike): the choice the field edits, starting
 * from the borrower's account, and its check at Pay Now. `checked` returns the wallet and number, or
 * null after saying what is missing (no wallet chosen; no number, which is also marked on the field).
 */
export function useWalletChoice(wallets: Wallet[], account: WalletAccount) {
  const t = useT(messages)
  const toast = useToast()
  const [choice, setChoice] = useState<WalletChoice>(() => defaultWalletChoice(wallets, account))
  const [numberInvalid, setNumberInvalid] = useState(false)
  const checked = () => {
    if (!choice.wallet) {
      toast(t('chooseWalletFirst'), { kind: 'error' })
      return null
    }
    setNumberInvalid(!choice.cardNo)
    if (!choice.cardNo) {
      toast(t('enterWalletNumber'), { kind: 'error' })
      return null
    }
    return { wallet: choice.wallet, cardNo: choice.cardNo }
  }
  const field: Props = {
    wallets,
    account,
    choice,
    numberInvalid,
    onChange: (c) => {
      setNumberInvalid(false)
      setChoice(c)
    },
  }
  return { field, checked }
}

type Props = {
  wallets: Wallet[]
  account: WalletAccount
  choice: WalletChoice
  onChange: (c: WalletChoice) => void
  numberInvalid?: boolean
}

/** Wallet account: a picker of wallets and the wallet number (digits only, SPEC 5). */
export function WalletField({ wallets, account, choice, onChange, numberInvalid }: Props) {
  const t = useT(messages)
  const id = useId()
  const [open, setOpen] = useState(false)
  const options = walletOptions(wallets, account)
  return (
    <section className="repay-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('walletHeading')}</h2>
      <button
        type="button"
        className="repay-wallet"
        aria-haspopup="dialog"
        aria-label={choice.wallet ? t('changeWallet', { name: choice.wallet.name }) : t('chooseWallet')}
        onClick={() => setOpen(true)}
      >
        <span>{t('walletLabel')}</span>
        <span className="repay-wallet__name">
          {choice.wallet?.name ?? t('chooseWallet')} <span aria-hidden="true">›</span>
        </span>
      </button>
      <DigitsField
        id={id}
        label={t('walletNumber')}
        maxLength={15}
        autoComplete="tel"
        value={choice.cardNo}
        invalid={numberInvalid}
        describedBy={`${id}-hint`}
        onChange={(cardNo) => onChange({ ...choice, cardNo })}
      >
        <p id={`${id}-hint`} className="repay-hint">
          {choice.onFile && !choice.cardNo ? t('walletMaskedHint', { masked: displayMaskedPhone(choice.onFile) }) : t('walletNumberHint')}
        </p>
      </DigitsField>
      <Picker
        open={open}
        title={t('chooseWallet')}
        options={options.map((w) => ({ value: w.type, label: w.name }))}
        value={choice.wallet?.type ?? null}
        onCancel={() => setOpen(false)}
        onConfirm={(type) => {
          setOpen(false)
          onChange({ ...choice, wallet: options.find((w) => w.type === type) ?? choice.wallet })
        }}
      />
    </section>
  )
}
