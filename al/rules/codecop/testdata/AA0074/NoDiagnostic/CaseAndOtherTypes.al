codeunit 50159 "Suffix Case"
{
    var
        NotFoundERR: Label 'Not found.';
        ShipQST: Label 'Ship?';
        SomeText: Text;

    procedure Show()
    var
        HelloMSG: Label 'Hello';
        TitleLBL: Label 'Title';
        Names: array[2] of Text[30];
        No: Code[20];
    begin
        Message(HelloMSG);
    end;
}
