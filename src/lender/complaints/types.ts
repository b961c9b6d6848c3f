/** A question type or sub-type as the server lists it (SPEC 3, complaint init). */
export type ProblemOption = { title: string; value: string }

/** One of the borrower's loan orders, as the complaint start page shows it. */
export type ComplaintOrder = {
  orderNo: string
  productLogo: string
  productName: string
  status: string
  /** 1 when the order accepts collection complaints (SPEC 5). */
  isShow: 0 | 1
  rows: { title: string; value: string }[]
}

export type ComplaintInit = {
  types: ProblemOption[]
  sonTypes: ProblemOption[]
  orderDetail: ComplaintOrder | null
  orders: ComplaintOrder[]
}

/** Complaint save payload (SPEC 3), exactly the fields the server reads. */
export type ComplaintPayload = {
  problemType: string
  problemSonType: string
  problemDetail: string
  /** Comma-joined image URLs, or '' when none. */
  problemImage: string
  orderNo: string
}

export type ComplaintListEntry = { id: string; time: string; type: string; content: string }
export type ComplaintTab = { title: string; entries: ComplaintListEntry[] }

export type ComplaintDetail = {
  problemId: string
  type: string
  sonType: string
  content: string
  images: string[]
  disposeDetail: string
  disposeImages: string[]
  /** Non-zero: the borrower is asked to rate the service (SPEC 4). */
  isNeedScore: number
}

/** The question type that needs a sub-type and an order that allows it (SPEC 4, 5). */
export const COLLECTION_TYPE = '1'
