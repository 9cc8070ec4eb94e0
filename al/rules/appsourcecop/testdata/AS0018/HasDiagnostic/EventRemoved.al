codeunit 50100 [|C|]
{
    procedure Twin(A: Integer)
    begin
    end;

    procedure Twin(A: Text)
    begin
    end;

    procedure DoIt()
    begin
    end;

    internal procedure Inner()
    begin
    end;

}
