dotnet
{
    assembly(Microsoft.Dynamics.Nav.Ncl)
    {
        // Version = '26.0.0.0'; pinned by mistake once
        Culture = 'neutral';

        type(Microsoft.Dynamics.Nav.Runtime.NavText; NavText) { }
    }
}
