codeunit 50131 "Empty Statement Blocks"
{
    procedure Empty(A: Boolean; Amount: Integer)
    begin
        if A then begin
            ;
        end;
        while Amount > 0 do begin
        end;
        // if A then begin Amount := 0; end;
        Message('if A then begin Amount := 0; end;');
    end;
}
