tableextension 50100 "Fab Item Ext" extends "Fab Item"
{
    fields
    {
        field(50100; Color; Text[30]) { }
        modify(Description) { Caption = 'Text'; }
    }

    procedure Paint()
    begin
        Rec.Color := 'Red';
    end;
}
