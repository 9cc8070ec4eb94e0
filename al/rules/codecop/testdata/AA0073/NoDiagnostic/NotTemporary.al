codeunit 50158 "Not Temporary"
{
    procedure Read()
    var
        Buffer: Record "Name/Value Buffer";
        Temporary: Boolean;
        TempName: Text;
    begin
        // Buffer: Record "Name/Value Buffer" temporary;
        Message('temporary');
        Buffer.Reset();
    end;
}
