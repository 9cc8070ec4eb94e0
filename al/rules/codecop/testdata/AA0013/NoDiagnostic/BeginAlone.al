codeunit 50147 "Begin Not After Keyword"
{
    procedure Blocks(A: Boolean; i: Integer)
    begin
        begin
            i := 1;
        end;
        case i of
            1:
                begin
                    i := 2;
                    i := 3;
                end;
        end;
        // if A then
        // begin
        Message('if A then\begin');
    end;

    trigger OnRun()
    begin
    end;
}
