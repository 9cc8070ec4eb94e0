table 50121 "Shelf Stock"
{
    fields
    {
        field(1; "Item No."; Code[20]) { }
        field(2; "Shelf Filter"; Code[10])
        {
            FieldClass = FlowFilter;
        }
    }
}

codeunit 50121 "Shelf Stock Reader"
{
    procedure Read(Shelf: Code[10]; var Vendor: Record Vendor)
    var
        Stock: Record "Shelf Stock";
    begin
        Stock.SetRange("Shelf Filter", Shelf);
        Stock.SetFilter("Shelf Filter", '%1|%2', Shelf, '');
        Stock."Item No." := 'A';
        Vendor."Date Filter" := Today();
    end;
}
