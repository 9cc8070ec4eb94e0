namespace Base.Sales;

query 100 "Customer Sales"
{
    elements
    {
        dataitem(Cust; Customer)
        {
            column(No; "No.") { }
            column("Customer Name"; Name) { }
            filter(NameFilter; Name) { }
#if not CLEAN26
            column(Legacy; Name) { ObsoleteState = Pending; }
#endif
        }
    }

    procedure SetDefaults()
    begin
    end;
}
