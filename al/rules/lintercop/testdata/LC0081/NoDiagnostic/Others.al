codeunit 50182 "LC0081 Others"
{
    procedure Check(var Item: Record Item; Names: List of [Text]): Integer
    var
        TempItem: Record Item temporary;
        Buffer: Record "LC0081 Buffer";
        Ref: RecordRef;
    begin
        if TempItem.Count() = 0 then
            exit(0);
        if Buffer.Count() = 0 then
            exit(0);
        if Names.Count() = 0 then
            exit(0);
        if Ref.Count() = 0 then
            exit(0);
        if Item.Count() = 1 then
            exit(1);
        if Item.Count() < 2 then
            exit(1);
        exit(Item.Count() - 0);
    end;
}

table 50182 "LC0081 Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; Code; Code[10]) { }
    }
}

page 50182 "LC0081 Page"
{
    SourceTable = Item;
    SourceTableTemporary = true;

    trigger OnOpenPage()
    begin
        if Count() = 0 then
            exit;
    end;
}
