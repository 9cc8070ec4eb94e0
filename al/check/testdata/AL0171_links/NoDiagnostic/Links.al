namespace Own.Sales;

using Base.Sales;

report 50100 "Own Statement"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            dataitem(Ledger; "Cust. Ledger Entry")
            {
                DataItemLink = "customer no." = field("No."), "Posting Date" = field("Date Filter"), "Extra Amount" = field(SystemId);
            }
            dataitem(Numbers; Integer)
            {
                // The platform's Integer table is not loaded: its side is not judged.
                DataItemLink = Number = field("No.");
            }
        }
        dataitem(Other; "Cust. Ledger Entry")
        {
            DataItemLinkReference = Cust;
            DataItemLink = "Customer No." = field("No.");
        }
        dataitem(Unknown; "No Such Table")
        {
            DataItemLinkReference = Cust;
            DataItemLink = Anything = field("No.");
        }
        dataitem(Shapes; "Cust. Ledger Entry")
        {
            DataItemLinkReference = Cust;
            // Another shape: not judged.
            DataItemLink = Whatever = const(1);
        }
#if CLEAN26
        dataitem(Old; "Cust. Ledger Entry")
        {
            DataItemLinkReference = Cust;
            DataItemLink = Nothing = field(Nothing);
        }
#endif
    }
}
