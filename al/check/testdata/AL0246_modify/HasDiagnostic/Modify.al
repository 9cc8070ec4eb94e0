namespace Own.Sales;

using Base.Sales;

pageextension 50100 "Own Card" extends "Customer Card"
{
    layout
    {
        modify(Lines)
        {
            [=SubPageLink=] = "No." = field("No.");
        }
        // Not found: judged as any modify.
        modify(Nowhere)
        {
            [=Provider=] = Lines;
        }
    }
}
