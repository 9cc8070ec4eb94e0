query 50107 "Demo Order Totals"
{
    QueryType = Normal;
    OrderBy = ascending(No), descending(Total);

    elements
    {
        dataitem(Order; "Demo Order")
        {
            DataItemTableFilter = Status = const(Open);
            column(No; "No.") { }
            column(Total; Amount) { Method = Sum; }
            filter(Kind; Kind) { ColumnFilter = Kind = const(Person); }
            dataitem(Line; "Demo Line")
            {
                DataItemLink = "Order No." = Order."No.";
                SqlJoinType = InnerJoin;
                column(Qty; Quantity) { Method = Count; }
            }
        }
    }

    trigger OnBeforeOpen()
    begin
        SetRange(No, '1', '9');
    end;
}
