codeunit 50204 "Label Printer"
{
    procedure PrintAll()
    begin
        Print('A');
        Print('B', 2);
    end;

    internal procedure Print(LabelText: Text)
    begin
    end;

    internal procedure Print(LabelText: Text; Copies: Integer)
    begin
    end;

    internal procedure [|Print|](LabelText: Text; Copies: Integer; Printer: Text)
    begin
    end;

    internal procedure [|Reset|]()
    begin
    end;

    internal procedure Reset(Hard: Boolean)
    begin
    end;

    procedure ResetAll()
    begin
        Reset(true);
    end;
}
