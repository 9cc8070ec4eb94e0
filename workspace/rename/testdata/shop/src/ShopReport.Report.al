report 50100 "Shop Report"
{
    dataset
    {
        dataitem(Item; "Shop Item")
        {
            DataItemTableView = sorting("No.") where(Kind = const(Standard));
            column(No; "No.") { }
            dataitem(Line; "Shop Line")
            {
                DataItemLink = "Item No." = field("No.");
                column(Qty; Quantity) { }
            }
        }
    }
}
