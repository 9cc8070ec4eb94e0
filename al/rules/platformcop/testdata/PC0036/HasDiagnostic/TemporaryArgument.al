table 50360 "Price Preview"
{
    fields
    {
        field(1; "Item No."; Code[20]) { }
        field(2; Price; Decimal) { }
    }
}

page 50360 "Price Preview Card"
{
    PageType = Card;
    SourceTable = "Price Preview";
}

codeunit 50360 "Price Preview Runner"
{
    procedure Show()
    var
        TempPreview: Record "Price Preview" temporary;
        PreviewCard: Page "Price Preview Card";
    begin
        TempPreview."Item No." := 'A';
        TempPreview.Insert();
        [=PreviewCard.SetRecord(TempPreview)=];
        PreviewCard.Run();
    end;

    procedure ShowBuffer(var TempBuffer: Record "Price Preview" temporary)
    var
        PreviewCard: Page "Price Preview Card";
    begin
        [=PreviewCard.SetRecord(TempBuffer)=];
        PreviewCard.RunModal();
    end;
}
