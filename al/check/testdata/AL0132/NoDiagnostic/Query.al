namespace Own.Sales;

using Base.Sales;

codeunit 50170 "Own Query User"
{
    procedure Use()
    var
        Sales: Query "Customer Sales";
        Own: Query "Own Totals";
        Missing: Query "Not Loaded Query";
    begin
        Sales.SetRange(No, '1');
        Sales.SetFilter(NameFilter, 'A*');
        Sales.TopNumberOfRows := 10;
        Sales.Open();
        while Sales.Read() do
            Message(Sales.No + Sales."Customer Name");
        Message(Sales.no + Sales."CUSTOMER NAME" + Sales.Legacy);
        Sales.SetDefaults();
        Sales.Close();
        Message(Format(Own.Total) + Format(Own.Extra));
        Missing.Anything();
    end;
}

query 50171 "Own Totals"
{
    elements
    {
        dataitem(Cust; Customer)
        {
            column(Total; "No.") { Method = Count; }
#if CLEAN26
            column(Newer; Name) { }
#else
            column(Extra; Name) { }
#endif
        }
    }

    trigger OnBeforeOpen()
    begin
        CurrQuery.SetFilter(Total, '>0');
        CurrQuery.TopNumberOfRows(5);
    end;
}
