codeunit 50203 "Parcel Import"
{
    [TryFunction]
    internal procedure [|TryReadLabel|](LabelText: Text)
    begin
        if LabelText = '' then
            Error('Empty label');
    end;
}
