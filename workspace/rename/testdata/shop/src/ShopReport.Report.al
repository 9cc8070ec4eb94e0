report 50100 "Shop Report"
{
    dataset
    {
        dataitem(Item; "Shop Item")
        {
            DataItemTableView = sorting("No.") where(Kind = const(Standard));
            column(No; "No.") { }
            column(Counted; Counted) { }
            dataitem(Line; "Shop Line")
            {
                DataItemLink = "Item No." = field("No.");
                column(Qty; Quantity) { }
            }
        }
    }

    var
        Counted: Decimal;
}
